import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { constants } from '../../../generated/constants.ts';
import type { Database } from '../db/schema.ts';
import { isUniqueViolation } from '../db/unique-violation.ts';
import { AppError } from './app-error.ts';

/**
 * The same person sending the same write twice within the window (a double click, a resent form)
 * is refused with "Duplicate submission." (answer-api-facts §1.6). The fingerprint is claimed
 * before the write runs and released when the write fails, so a corrected retry goes through.
 */
export async function claimSubmission(
  db: Kysely<Database>,
  userId: string,
  operationId: string,
  body: unknown,
): Promise<() => Promise<void>> {
  const fingerprint = createHash('sha256')
    .update(JSON.stringify([userId, operationId, body ?? null]))
    .digest('hex');
  const now = Date.now();
  await db
    .deleteFrom('submission_fingerprint')
    .where('fingerprint', '=', fingerprint)
    .where('expires_at', '<=', String(now))
    .execute();
  try {
    await db
      .insertInto('submission_fingerprint')
      .values({ fingerprint, expires_at: now + constants.timing.duplicate_submit_window_ms })
      .execute();
  } catch (error) {
    if (isUniqueViolation(error)) throw AppError.badRequest('base.duplicate_request_error', 'toast');
    throw error;
  }
  return async () => {
    await db.deleteFrom('submission_fingerprint').where('fingerprint', '=', fingerprint).execute();
  };
}
