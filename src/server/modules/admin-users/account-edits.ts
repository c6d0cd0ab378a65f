/** PUT user/role, user/password and user/profile: an admin's changes to another person's account. */
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { BodyOf } from '../../../../generated/operations.ts';
import { isReservedUsername } from '../../../shared/username.ts';
import { hashPassword } from '../../auth/password-hash.ts';
import { revokeUserSessions } from '../../auth/sessions.ts';
import { transactionWithRetry } from '../../db/retry-transaction.ts';
import type { Database } from '../../db/schema.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { AppError } from '../../http/app-error.ts';
import type { HandlerContext } from '../../http/request-context.ts';
import { existingUserById, nowSeconds } from '../user/users.ts';
import { assertNotSelf } from './not-self.ts';

export async function updateUserRole(context: HandlerContext, body: BodyOf<'updateUserRole'>): Promise<void> {
  assertNotSelf(context, body.user_id);
  const { db } = context.services;
  const user = await existingUserById(db, body.user_id);
  await db
    .updateTable('users')
    .set({ role_id: body.role_id, updated_at: nowSeconds() })
    .where('id', '=', user.id)
    .execute();
}

/** A new password ends every session of the account: whoever held the old one is signed out. */
export async function updateUserPassword(
  context: HandlerContext,
  body: BodyOf<'updateUserPasswordByAdmin'>,
): Promise<void> {
  assertNotSelf(context, body.user_id);
  const pass = await hashPassword(body.password);
  await transactionWithRetry(context.services.db, async (trx) => {
    const user = await existingUserById(trx, body.user_id);
    await trx.updateTable('users').set({ pass, updated_at: nowSeconds() }).where('id', '=', user.id).execute();
    await revokeUserSessions(trx, user.id);
  });
}

/** Another account (deleted ones too, whose renamed address could match) already using the email. */
async function emailTaken(db: Kysely<Database>, email: string, userId: string): Promise<boolean> {
  const holder = await db
    .selectFrom('users')
    .select('id')
    .where(sql<string>`lower(e_mail)`, '=', email.toLowerCase())
    .where('id', '!=', userId)
    .executeTakeFirst();
  return holder !== undefined;
}

export async function updateUserProfile(
  context: HandlerContext,
  body: BodyOf<'updateUserProfileByAdmin'>,
): Promise<void> {
  assertNotSelf(context, body.user_id);
  const displayName = body.display_name.trim();
  const email = body.e_mail.trim();
  if (!displayName) throw AppError.field('display_name', 'admin_users.field.display_name_required');
  if (isReservedUsername(body.username)) throw AppError.field('username', 'error.user.username_invalid');
  await transactionWithRetry(context.services.db, async (trx) => {
    const user = await existingUserById(trx, body.user_id);
    const usernameTaken = await trx
      .selectFrom('users')
      .select('id')
      .where('username', '=', body.username)
      .where('id', '!=', user.id)
      .executeTakeFirst();
    if (usernameTaken) throw AppError.field('username', 'error.user.username_duplicate');
    if (await emailTaken(trx, email, user.id)) throw AppError.field('e_mail', 'error.email.duplicate');
    await trx
      .updateTable('users')
      .set({ display_name: displayName, username: body.username, e_mail: email, updated_at: nowSeconds() })
      .where('id', '=', user.id)
      .execute();
  }).catch((error: unknown) => {
    // Someone took the username or the address between the check and the update.
    if (isUniqueViolation(error)) throw AppError.field('username', 'error.user.username_duplicate');
    throw error;
  });
}
