import type { ApiClient } from '../../../../../generated/client.ts';
import type { ReactNode } from 'react';
import type { MessageKey } from '../../../../../generated/messages/index.ts';
import { api } from '../../../app/api-client.ts';
import { Message } from '../../../components/Message.tsx';
import { PostBody } from '../../../components/post/PostBody.tsx';
import { useQueryData } from '../../../components/question/useQueryData.ts';
import { formatCount } from '../../../../shared/format/count.ts';
import { AnswerRows, QuestionRows } from './PersonalLists.tsx';
import type { PersonalInfo } from './ProfileHeader.tsx';

const stats = ['rank', 'question_count', 'answer_count', 'follow_count'] as const;
const statNames = {
  rank: 'reputation',
  question_count: 'questions',
  answer_count: 'answers',
  follow_count: 'followers',
} as const;

interface TopSectionProps {
  id: string;
  title: MessageKey;
  /** said when the list is empty */
  empty: MessageKey;
  /** null while loading */
  count: number | null;
  children: ReactNode;
}

/** A titled list of someone's best posts, or a line saying there are none. */
function TopSection({ id, title, empty, count, children }: TopSectionProps) {
  return (
    <section aria-labelledby={id} className="personal-top">
      <h2 id={id}>
        <Message id={title} />
      </h2>
      {count === null ? null : count > 0 ? (
        children
      ) : (
        <p className="personal-muted">
          <Message id={empty} />
        </p>
      )}
    </section>
  );
}

/** The best posts' call: the tab loads it, and the server makes it before it draws the tab (Personal's WidgetCalls). */
export const loadTop = (client: ApiClient, username: string, signal?: AbortSignal) =>
  client.getPersonalTop({ query: { username } }, { signal });

/** The overview tab: about, stats, and the person's best questions and answers. */
export function Overview({ info }: { info: PersonalInfo }) {
  const top = useQueryData(info.username, (signal) => loadTop(api, info.username, signal));
  return (
    <div className="personal-overview">
      <section aria-labelledby="personal-about">
        <h2 id="personal-about">
          <Message id="users_ui.overview.about" />
        </h2>
        {info.bio_html ? (
          <PostBody html={info.bio_html} />
        ) : (
          <p className="personal-muted">
            <Message id="users_ui.overview.no_about" />
          </p>
        )}
      </section>
      <section aria-labelledby="personal-stats">
        <h2 id="personal-stats">
          <Message id="users_ui.overview.stats" />
        </h2>
        <dl className="personal-stats">
          {stats.map((stat) => (
            <div key={stat}>
              <dt>
                <Message id={`users_ui.profile.${statNames[stat]}`} />
              </dt>
              <dd>{formatCount(info[stat])}</dd>
            </div>
          ))}
        </dl>
      </section>
      <TopSection
        id="personal-top-questions"
        title="users_ui.overview.top_questions"
        empty="users_ui.overview.no_questions"
        count={top.status === 'loaded' ? top.data.question.length : null}
      >
        {top.status === 'loaded' && <QuestionRows questions={top.data.question} />}
      </TopSection>
      <TopSection
        id="personal-top-answers"
        title="users_ui.overview.top_answers"
        empty="users_ui.overview.no_answers"
        count={top.status === 'loaded' ? top.data.answer.length : null}
      >
        {top.status === 'loaded' && <AnswerRows answers={top.data.answer} />}
      </TopSection>
    </div>
  );
}
