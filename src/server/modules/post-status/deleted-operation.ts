import { constants } from '../../../../generated/constants.ts';
import type { Translate } from '../../i18n/translator.ts';
import type { QuestionRow } from '../question/post-access.ts';
import type { CloseOperation } from './close-reason.ts';

/**
 * The banner over a deleted question, which only staff can still open: the notice at level
 * danger, in the shape the established clients read (answer-api-facts: QuestionInfoResp.operation); null
 * for a question that is not deleted.
 */
export function deletedOperation(question: QuestionRow, t: Translate): CloseOperation | null {
  if (question.status !== constants.post_status.deleted) return null;
  return {
    type: 'deleted',
    description: '',
    msg: t('post_status.deleted_notice'),
    time: Number(question.updated_at),
    level: 'danger',
  };
}
