import { Link } from 'react-router-dom';
import { constants } from '../../../../generated/constants.ts';
import type { MessageKey } from '../../../../generated/messages/index.ts';
import { Message } from '../Message.tsx';
import { AcceptedMark } from './AcceptedMark.tsx';
import { CountStat } from './CountStat.tsx';
import { RelativeTime } from './RelativeTime.tsx';
import { TagList, type TagLabel } from './TagList.tsx';
import { UserName, type NamedUser } from './UserName.tsx';

/** The fields of a question/page item this row shows (answer-api-facts §2.2). */
export interface ListedQuestion {
  id: string;
  title: string;
  description: string;
  pin: number;
  status: number;
  tags: readonly TagLabel[];
  vote_count: number;
  answer_count: number;
  view_count: number;
  accepted_answer_id: string;
  operated_at: number;
  operation_type: string;
  operator?: NamedUser | null;
}

const operationLabels: Record<string, MessageKey> = {
  asked: 'questions_ui.operation.asked',
  answered: 'questions_ui.operation.answered',
  modified: 'questions_ui.operation.modified',
};

const hasAcceptedAnswer = (question: ListedQuestion) =>
  Boolean(question.accepted_answer_id) && question.accepted_answer_id !== '0';

/** One question in a list: counts, title link, excerpt, tags, and who did what last. */
export function QuestionListItem({ question, href }: { question: ListedQuestion; href: string }) {
  const pinned = question.pin === constants.post_pin.pinned;
  const closed = question.status === constants.post_status.closed;
  const accepted = hasAcceptedAnswer(question);
  return (
    <li className={pinned ? 'question-item question-item-pinned' : 'question-item'}>
      <h2 className="question-item-title">
        {pinned && (
          <span className="post-badge">
            <Message id="questions_ui.badge.pinned" />
          </span>
        )}
        <Link to={href}>{question.title}</Link>
        {closed && (
          <span className="post-badge">
            <Message id="questions_ui.badge.closed" />
          </span>
        )}
      </h2>
      {question.description && <p className="question-item-excerpt">{question.description}</p>}
      <TagList tags={question.tags} />
      <div className="question-item-meta">
        <CountStat count={question.vote_count} unit="questions_ui.count.votes" />
        <CountStat
          count={question.answer_count}
          unit="questions_ui.count.answers"
          className={accepted ? 'count-stat-accepted' : undefined}
        />
        {accepted && <AcceptedMark />}
        <CountStat count={question.view_count} unit="questions_ui.count.views" />
        <span className="question-item-operation">
          {question.operator && <UserName user={question.operator} />}{' '}
          <Message id={operationLabels[question.operation_type] ?? operationLabels.asked!} />{' '}
          <RelativeTime seconds={question.operated_at} />
        </span>
      </div>
    </li>
  );
}
