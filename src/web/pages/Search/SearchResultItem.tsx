import type { DataOf } from '../../../../generated/operations.ts';
import { constants } from '../../../../generated/constants.ts';
import { useSiteInfo } from '../../app/site-context.ts';
import { Message } from '../../components/Message.tsx';
import { AcceptedMark } from '../../components/question/AcceptedMark.tsx';
import { CountStat } from '../../components/question/CountStat.tsx';
import { RelativeTime } from '../../components/question/RelativeTime.tsx';
import { QuestionRow } from '../../components/question/QuestionRow.tsx';
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
    <QuestionRow
      className="question-item search-result"
      stats={
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
      }
      marker={
        <>
          <abbr
            className={`search-kind search-kind-${kind}`}
            title={message(answer ? 'search_ui.kind.answer_label' : 'search_ui.kind.question_label')}
          >
            <Message id={answer ? 'search_ui.kind.answer' : 'search_ui.kind.question'} />
          </abbr>{' '}
        </>
      }
      title={object.title}
      href={href}
      closed={object.status === constants.post_status.closed}
      excerpt={object.excerpt}
      tags={object.tags}
      operation={
        <span className="question-item-operation">
          {object.user_info && <UserName user={object.user_info} />}
          <span>
            <Message id={answer ? 'questions_ui.operation.answered' : 'questions_ui.operation.asked'} />{' '}
            <RelativeTime seconds={object.created_at} />
          </span>
        </span>
      }
    />
  );
}
