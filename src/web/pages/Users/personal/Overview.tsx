import { api } from '../../../app/api-client.ts';
import { Message } from '../../../components/Message.tsx';
import { PostBody } from '../../../components/post/PostBody.tsx';
import { useQueryData } from '../../../components/question/useQueryData.ts';
import { formatCount } from '../../../../shared/format/count.ts';
import { AnswerRows, QuestionRows } from './PersonalLists.tsx';
import type { PersonalInfo } from './ProfileHeader.tsx';

const stats = ['rank', 'question_count', 'answer_count', 'follow_count'] as const;
const statNames = { rank: 'reputation', question_count: 'questions', answer_count: 'answers', follow_count: 'followers' } as const;

/** The overview tab: about, stats, and the person's best questions and answers. */
export function Overview({ info }: { info: PersonalInfo }) {
  const top = useQueryData(info.username, (signal) => api.getPersonalTop({ query: { username: info.username } }, { signal }));
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
      <section aria-labelledby="personal-top-questions">
        <h2 id="personal-top-questions">
          <Message id="users_ui.overview.top_questions" />
        </h2>
        {top.status === 'loaded' &&
          (top.data.question.length > 0 ? (
            <QuestionRows questions={top.data.question} />
          ) : (
            <p className="personal-muted">
              <Message id="users_ui.overview.no_questions" />
            </p>
          ))}
      </section>
      <section aria-labelledby="personal-top-answers">
        <h2 id="personal-top-answers">
          <Message id="users_ui.overview.top_answers" />
        </h2>
        {top.status === 'loaded' &&
          (top.data.answer.length > 0 ? (
            <AnswerRows answers={top.data.answer} />
          ) : (
            <p className="personal-muted">
              <Message id="users_ui.overview.no_answers" />
            </p>
          ))}
      </section>
    </div>
  );
}
