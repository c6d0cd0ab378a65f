import type { Selectable } from 'kysely';
import { constants } from '../../../../generated/constants.ts';
import type { QuestionTable } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { closeChange, deleteChange, type QuestionChange, reopenChange, undeleteChange } from './question-changes.ts';

export type AdminQuestionStatus = 'available' | 'closed' | 'deleted';

const { post_status: status } = constants;
/** The admin status call closes without a picked reason: the status reason 'closed' stands for it. */
const closedByStatus = constants.reasons.items.find((item) => item.key === 'closed')!.id;

/**
 * PUT admin question/status moves a question one lifecycle step: the change from its current status to
 * `target`, or a refusal when no single step leads there (deleted → closed needs an undelete first).
 */
export function adminStatusChange(question: Selectable<QuestionTable>, target: AdminQuestionStatus): QuestionChange {
  const steps: Record<number, Partial<Record<AdminQuestionStatus, QuestionChange>>> = {
    [status.normal]: { closed: closeChange(closedByStatus, '', null), deleted: deleteChange },
    [status.closed]: { available: reopenChange, deleted: deleteChange },
    [status.deleted]: { available: undeleteChange },
  };
  const change = steps[question.status]?.[target];
  if (!change) throw AppError.badRequest('error.question.cannot_update_status', 'toast');
  return change;
}
