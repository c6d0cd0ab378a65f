import type { Kysely } from 'kysely';
import { constants } from '../../../../generated/constants.ts';
import type { Database } from '../../db/schema.ts';
import { recordActivity } from '../activity/record.ts';
import { CLOSE_REASON_KEY, type CloseReasonMeta } from '../post-status/close-reason.ts';

/**
 * Closes an imported question as the source site had it closed: the status, the reason in `meta` (as a
 * close by a person stores it, replacing an earlier one) and the `closed` timeline row at the source's date.
 */
export async function closeImportedQuestion(
  trx: Kysely<Database>,
  questionId: string,
  userId: string,
  reason: { type: number; message: string },
  when: number,
): Promise<void> {
  const value = JSON.stringify({ close_type: reason.type, close_msg: reason.message } satisfies CloseReasonMeta);
  await trx
    .updateTable('question')
    .set({ status: constants.post_status.closed })
    .where('id', '=', questionId)
    .execute();
  await trx.deleteFrom('meta').where('object_id', '=', questionId).where('meta_key', '=', CLOSE_REASON_KEY).execute();
  await trx
    .insertInto('meta')
    .values({ object_id: questionId, meta_key: CLOSE_REASON_KEY, value, created_at: when, updated_at: when })
    .execute();
  await recordActivity(trx, { objectId: questionId, questionId, userId, type: 'closed', comment: value }, when);
}
