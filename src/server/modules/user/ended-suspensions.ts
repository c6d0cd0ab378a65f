import type { Kysely } from 'kysely';
import { constants } from '../../../../generated/constants.ts';
import type { Database } from '../../db/schema.ts';

/**
 * Lifts every suspension whose end has passed, in one statement. Called where an account's status is
 * read for a decision or shown (a session's caller, login, the admin user pages), so an ended suspension
 * never refuses or shows, without a timer.
 */
export async function liftEndedSuspensions(db: Kysely<Database>, now: number): Promise<void> {
  await db
    .updateTable('users')
    .set({ status: constants.user_status.normal, suspended_until: null, updated_at: now })
    .where('status', '=', constants.user_status.suspended)
    .where('suspended_until', 'is not', null)
    .where('suspended_until', '<=', String(now))
    .execute();
}
