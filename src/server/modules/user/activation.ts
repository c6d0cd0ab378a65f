import type { Kysely } from 'kysely';
import { constants } from '../../../../generated/constants.ts';
import { createSession } from '../../auth/sessions.ts';
import { AppError } from '../../http/app-error.ts';
import type { HandlerContext } from '../../http/request-context.ts';
import { linkFor, mailLink } from './account-links.ts';
import { consumeCode, issueCode } from './codes.ts';
import { presentUser, type UserInfo } from './presenter.ts';
import { findUserById, nowSeconds, type UserRow } from './users.ts';
import { transactionWithRetry } from '../../db/retry-transaction.ts';
import type { Database } from '../../db/schema.ts';
import { applyReputation } from '../reputation/reputation-change.ts';

/** Follows an activation link: the account becomes active and its owner is signed in. */
export async function activateAccount(context: HandlerContext, code: string): Promise<UserInfo> {
  const now = nowSeconds();
  const { user, token } = await transactionWithRetry(context.services.db, async (trx) => {
    const { userId } = await consumeCode(trx, code, 'activation');
    const user = await findUserById(trx, userId);
    if (!user || user.status === constants.user_status.deleted)
      throw AppError.forbidden('error.email.verify_url_expired', 'url_expired');
    await trx
      .updateTable('users')
      .set({ mail_status: constants.mail_status.active, updated_at: now, last_login_at: now })
      .where('id', '=', userId)
      .execute();
    const gained = await grantActivationReputation(trx, userId, now);
    const token = await createSession(trx, userId);
    return {
      user: {
        ...user,
        rank: user.rank + gained,
        mail_status: constants.mail_status.active,
        updated_at: String(now),
        last_login_at: String(now),
      },
      token,
    };
  });
  // The cookie is set once the session is committed, so a retried transaction hands out one token.
  return presentUser(user, context.session.hand(token));
}

/**
 * The reputation of a first activation (answer-api-facts §4.1 user.activated): what lets a new member
 * ask, answer and comment. Once per account: activating again after an admin's deactivation gives none.
 */
export async function grantActivationReputation(trx: Kysely<Database>, userId: string, now: number): Promise<number> {
  const earlier = await trx
    .selectFrom('reputation')
    .select('id')
    .where('user_id', '=', userId)
    .where('reason', '=', 'user.activated')
    .executeTakeFirst();
  if (earlier) return 0;
  return applyReputation(trx, { userId, triggerUserId: userId, objectId: '0', reason: 'user.activated' }, now);
}

/** A new activation code for an account, replacing earlier ones, and the mail that carries it. */
export async function sendActivationMail(context: HandlerContext, user: UserRow): Promise<void> {
  const code = await issueCode(context.services.db, user.id, 'activation', user.e_mail);
  await mailLink(context, 'activation', code, user.e_mail, user.language);
}

/** A fresh activation link for an admin to hand over (it replaces earlier links). */
export async function activationUrl(context: HandlerContext, user: UserRow): Promise<string> {
  const code = await issueCode(context.services.db, user.id, 'activation', user.e_mail);
  return linkFor(context, 'activation', code);
}
