import type { Kysely, Updateable } from 'kysely';
import { constants } from '../../../../generated/constants.ts';
import { revokeUserSessions } from '../../auth/sessions.ts';
import { transactionWithRetry } from '../../db/retry-transaction.ts';
import type { Database, UsersTable } from '../../db/schema.ts';
import { nowSeconds } from './users.ts';

export type UserStatus = (typeof constants.user_status)[keyof typeof constants.user_status];

/**
 * Statuses whose holder may not stay signed in anywhere. A suspended person stays signed in: their next
 * call answers 403 suspended, which takes them to the page that says until when (product spec §8).
 */
const ENDS_SESSIONS: readonly number[] = [constants.user_status.deleted];

/** What else a status change writes on the account (the admin's deactivate, restore and delete). */
export type StatusExtras = Pick<Updateable<UsersTable>, 'mail_status' | 'e_mail' | 'deleted_at'>;

/**
 * Writes an account's status inside the caller's transaction. Deleting ends every session of the account
 * with it, so no token of it works a moment longer. `suspendedUntil` (Unix seconds; null
 * is forever) counts only for a suspension.
 */
export async function writeUserStatus(
  trx: Kysely<Database>,
  userId: string,
  status: UserStatus,
  suspendedUntil: number | null,
  extras: StatusExtras = {},
): Promise<void> {
  await trx
    .updateTable('users')
    .set({
      ...extras,
      status,
      suspended_until: status === constants.user_status.suspended ? suspendedUntil : null,
      updated_at: nowSeconds(),
    })
    .where('id', '=', userId)
    .execute();
  if (ENDS_SESSIONS.includes(status)) await revokeUserSessions(trx, userId);
}

/** The one way to change an account's status on its own: writeUserStatus in a transaction of its own. */
export async function changeUserStatus(
  db: Kysely<Database>,
  userId: string,
  status: UserStatus,
  suspendedUntil: number | null = null,
): Promise<void> {
  await transactionWithRetry(db, (trx) => writeUserStatus(trx, userId, status, suspendedUntil));
}
