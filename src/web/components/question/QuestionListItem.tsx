import { constants } from '../../../../generated/constants.ts';
import type { MessageKey } from '../../../../generated/messages/index.ts';
import { Message } from '../Message.tsx';
import CircleCheck from 'lucide-react/icons/circle-check';
import { formatCount } from '../../../shared/format/count.ts';
import { useMessage } from '../../hooks/useMessage.ts';
import { Avatar, type AvatarUser } from './Avatar.tsx';
import { CountStat } from './CountStat.tsx';
import { RelativeTime } from './RelativeTime.tsx';
import { QuestionRow } from './QuestionRow.tsx';
import type { TagLabel } from './TagList.tsx';
import { UserName } from './UserName.tsx';

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
  operator?: (AvatarUser & { rank: number }) | null;
}

const operationLabels: Record<string, MessageKey> = {
  asked: 'questions_ui.operation.asked',
  answered: 'questions_ui.operation.answered',
  modified: 'questions_ui.operation.modified',
};

const hasAcceptedAnswer = (question: ListedQuestion) =>
  Boolean(question.accepted_answer_id) && question.accepted_answer_id !== '0';

/** The stats column: votes, answers (marked when one is accepted) and views, in the compact format. */
function QuestionStats({ question }: { question: ListedQuestion }) {
  const t = useMessage();
  const accepted = hasAcceptedAnswer(question);
  const answersClass = ['question-stat-answers'];
  if (question.answer_count > 0) answersClass.push('question-stat-answered');
  if (accepted) answersClass.push('question-stat-accepted');
  return (
    <div className="question-stats">
      <CountStat count={question.vote_count} unit="questions_ui.count.votes" />
      <span className={answersClass.join(' ')}>
        {accepted && (
          <>
            <CircleCheck aria-hidden size={14} />
            <span className="visually-hidden">{t('questions_ui.badge.accepted')}</span>
          </>
        )}
        <CountStat count={question.answer_count} unit="questions_ui.count.answers" />
      </span>
      <CountStat count={question.view_count} unit="questions_ui.count.views" className="question-stat-views" />
    </div>
  );
}

/** Who did what last: avatar, name, reputation and when. */
function LastOperation({ question }: { question: ListedQuestion }) {
  const t = useMessage();
  const { operator } = question;
  return (
    <div className="question-item-operation">
      {operator && (
        <>
          <Avatar user={operator} size="small" />
          <UserName user={operator} />
          <span
            className="question-item-rank"
            title={t('questions_ui.author.reputation', { count: formatCount(operator.rank) })}
          >
            <span className="visually-hidden">
              {t('questions_ui.author.reputation', { count: formatCount(operator.rank) })}
            </span>
            <span aria-hidden="true">{formatCount(operator.rank)}</span>
          </span>
        </>
      )}
      <span>
        <Message id={operationLabels[question.operation_type] ?? operationLabels.asked!} />{' '}
        <RelativeTime seconds={question.operated_at} />
      </span>
    </div>
  );
}

/** One question in a list: the stats column, then title, excerpt, tags, and who did what last. */
export function QuestionListItem({ question, href }: { question: ListedQuestion; href: string }) {
  const pinned = question.pin === constants.post_pin.pinned;
  return (
    <QuestionRow
      className={pinned ? 'question-item question-item-pinned' : 'question-item'}
      stats={<QuestionStats question={question} />}
      marker={
        pinned && (
          <span className="post-badge">
            <Message id="questions_ui.badge.pinned" />
          </span>
        )
      }
      title={question.title}
      href={href}
      closed={question.status === constants.post_status.closed}
      excerpt={question.description}
      tags={question.tags}
      operation={<LastOperation question={question} />}
    />
  );
}
