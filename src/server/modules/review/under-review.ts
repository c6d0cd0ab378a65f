import { constants } from '../../../../generated/constants.ts';
import type { Translate } from '../../i18n/translator.ts';
import type { CloseOperation } from '../post-status/close-reason.ts';
import type { QuestionRow } from '../question/post-access.ts';

/**
 * The banner over a queued question, which only its author and staff can open (answer-api-facts §4.6:
 * question/info's operation says it is under review); null for any other question.
 */
export function underReviewOperation(question: QuestionRow, t: Translate): CloseOperation | null {
  if (question.status !== constants.post_status.pending) return null;
  return {
    type: 'under_review',
    description: t('review.under_review.question'),
    msg: t('review.under_review.question_notice'),
    time: Number(question.created_at),
    level: 'info',
  };
}
