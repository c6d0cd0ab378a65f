import type { Kysely } from 'kysely';
import { constants } from '../../../../generated/constants.ts';
import { revokeUserSessions } from '../../auth/sessions.ts';
import { transactionWithRetry } from '../../db/retry-transaction.ts';
import type { Database } from '../../db/schema.ts';
import { nowSeconds } from './users.ts';

export type UserStatus = (typeof constants.user_status)[keyof typeof constants.user_status];

/** Statuses whose holder may not stay signed in anywhere. */
const ENDS_SESSIONS: readonly number[] = [constants.user_status.suspended, constants.user_status.deleted];

/**
 * The one way to change an account's status. Suspending or deleting ends every session of the account
 * in the same transaction, so no token of it works a moment longer. `suspendedUntil` (Unix seconds)
 * counts only for a suspension.
 */
export async function changeUserStatus(
  db: Kysely<Database>,
  userId: string,
  status: UserStatus,
  suspendedUntil: number | null = null,
): Promise<void> {
  await transactionWithRetry(db, async (trx) => {
    await trx
      .updateTable('users')
      .set({
        status,
        suspended_until: status === constants.user_status.suspended ? suspendedUntil : null,
        updated_at: nowSeconds(),
      })
      .where('id', '=', userId)
      .execute();
    if (ENDS_SESSIONS.includes(status)) await revokeUserSessions(trx, userId);
  });
}
