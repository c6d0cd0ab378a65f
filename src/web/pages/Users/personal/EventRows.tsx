import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { DataOf } from '../../../../../generated/operations.ts';
import { isReputationReason } from '../../../../shared/reputation/reasons.ts';
import { Message } from '../../../components/Message.tsx';
import { RelativeTime } from '../../../components/question/RelativeTime.tsx';
import { usePostPath } from './PersonalLists.tsx';

type RankItem = DataOf<'getPersonalRankPage'>['list'][number];
type VoteItem = DataOf<'getPersonalVotePage'>['list'][number];
type CommentItem = DataOf<'getPersonalCommentPage'>['list'][number];

interface EventRowProps {
  item: { question_id: string; answer_id: string; title: string; created_at: number };
  /** what happened, before the post's link */
  badge: ReactNode;
  children?: ReactNode;
}

/** One row of a history: what happened, the question (or answer) it happened on, and when. */
function EventRow({ item, badge, children }: EventRowProps) {
  const pathOf = usePostPath();
  return (
    <li className="personal-item">
      <div className="personal-item-stats">{badge}</div>
      <div className="personal-item-main">
        <Link to={pathOf(item.question_id, item.title, item.answer_id)}>{item.title}</Link>
        {children}
      </div>
      <RelativeTime seconds={item.created_at} />
    </li>
  );
}

export function ReputationRows({ items }: { items: RankItem[] }) {
  return (
    <ul className="personal-list">
      {items.map((item, index) => (
        <EventRow
          key={`${item.object_id}-${item.created_at}-${index}`}
          item={item}
          badge={
            <>
              <strong className={item.reputation > 0 ? 'reputation-gain' : 'reputation-loss'}>
                {item.reputation > 0 ? `+${item.reputation}` : item.reputation}
              </strong>
              {isReputationReason(item.reason) && <Message id={`users_ui.reputation_reason.${item.reason}`} />}
            </>
          }
        >
          {item.content && <p className="personal-excerpt">{item.content}</p>}
        </EventRow>
      ))}
    </ul>
  );
}

export function VoteRows({ items }: { items: VoteItem[] }) {
  return (
    <ul className="personal-list">
      {items.map((item, index) => (
        <EventRow key={`${item.object_id}-${index}`} item={item} badge={<Message id={`users_ui.vote.${item.vote}`} />}>
          {item.content && <p className="personal-excerpt">{item.content}</p>}
        </EventRow>
      ))}
    </ul>
  );
}

export function CommentRows({ items }: { items: CommentItem[] }) {
  return (
    <ul className="personal-list">
      {items.map((item) => (
        <EventRow
          key={item.comment_id}
          item={item}
          badge={
            <Message id={item.object_type === 'answer' ? 'users_ui.list.on_answer' : 'users_ui.list.on_question'} />
          }
        >
          {/* sanitized by the server when the comment was written (src/server/render/markdown.ts) */}
          <div className="personal-excerpt" dangerouslySetInnerHTML={{ __html: item.content }} />
        </EventRow>
      ))}
    </ul>
  );
}
