import { Link } from 'react-router-dom';
import type { DataOf } from '../../../../generated/operations.ts';
import { constants } from '../../../../generated/constants.ts';
import { useSiteInfo } from '../../app/site-context.ts';
import { Message } from '../../components/Message.tsx';
import { AcceptedMark } from '../../components/question/AcceptedMark.tsx';
import { CountStat } from '../../components/question/CountStat.tsx';
import { RelativeTime } from '../../components/question/RelativeTime.tsx';
import { TagList } from '../../components/question/TagList.tsx';
import { UserName } from '../../components/question/UserName.tsx';
import { useMessage } from '../../hooks/useMessage.ts';
import { questionPath } from '../../../shared/permalink/index.ts';

type SearchResult = DataOf<'search'>['list'][number];

/** One question or answer found, laid out as a question list row: counts, then its kind and title, excerpt, tags and author. */
export function SearchResultItem({ result }: { result: SearchResult }) {
  const { object_type: kind, object } = result;
  const { permalink } = useSiteInfo().site_seo;
  const message = useMessage();
  const answer = kind === 'answer';
  const href = questionPath(permalink, { id: object.question_id, title: object.title }, answer ? object.id : undefined);
  return (
    <li className="question-item search-result">
      <div className="question-stats">
        <CountStat count={object.vote_count} unit="questions_ui.count.votes" />
        {!answer && (
          <CountStat
            count={object.answer_count}
            unit="questions_ui.count.answers"
            className={object.accepted ? 'count-stat-accepted' : undefined}
          />
        )}
        {object.accepted && <AcceptedMark />}
      </div>
      <div className="question-item-summary">
        <h2 className="question-item-title">
          <abbr
            className={`search-kind search-kind-${kind}`}
            title={message(answer ? 'search_ui.kind.answer_label' : 'search_ui.kind.question_label')}
          >
            <Message id={answer ? 'search_ui.kind.answer' : 'search_ui.kind.question'} />
          </abbr>{' '}
          <Link to={href}>{object.title}</Link>
          {object.status === constants.post_status.closed && (
            <span className="post-badge">
              <Message id="questions_ui.badge.closed" />
            </span>
          )}
        </h2>
        {object.excerpt && <p className="question-item-excerpt">{object.excerpt}</p>}
        <div className="question-item-foot">
          <TagList tags={object.tags} />
          <span className="question-item-operation">
            {object.user_info && <UserName user={object.user_info} />}
            <span>
              <Message id={answer ? 'questions_ui.operation.answered' : 'questions_ui.operation.asked'} />{' '}
              <RelativeTime seconds={object.created_at} />
            </span>
          </span>
        </div>
      </div>
    </li>
  );
}
