import { randomBytes } from 'node:crypto';
import { constants } from '../../../../generated/constants.ts';
import type { BodyOf } from '../../../../generated/operations.ts';
import { hashPassword, verifyPassword } from '../../auth/password-hash.ts';
import { createSession } from '../../auth/sessions.ts';
import { AppError } from '../../http/app-error.ts';
import type { HandlerContext } from '../../http/request-context.ts';
import { loadSiteInfo } from '../../settings/site-settings.ts';
import { assertCaptcha, captchaUnit } from '../captcha/assert-captcha.ts';
import { liftEndedSuspensions } from './ended-suspensions.ts';
import { startLoginAttempt } from './login-throttle.ts';
import { presentUser, type UserInfo } from './presenter.ts';
import { findUserByEmail, nowSeconds, type UserRow } from './users.ts';

let dummyHash: Promise<string> | undefined;

/** A hash of a password nobody knows, with the same parameters as real ones, so an unknown email costs a real verify. */
function hashForUnknownAccounts(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(24).toString('base64url'));
  return dummyHash;
}

/** Checks an email and password, always running exactly one argon2 verify. */
export async function checkCredentials(
  email: string,
  password: string,
  findUser: (email: string) => Promise<UserRow | undefined>,
): Promise<UserRow | null> {
  const user = await findUser(email);
  const stored = user?.pass ? user.pass : await hashForUnknownAccounts();
  const matches = await verifyPassword(stored, password);
  return user?.pass && matches ? user : null;
}

/**
 * Email-and-password login. A wrong email and a wrong password get the same answer after the same
 * work; failures are limited per client and slowed down per account (login-throttle.ts).
 */
export async function loginByEmail(context: HandlerContext, body: BodyOf<'loginByEmail'>): Promise<UserInfo> {
  const { services } = context;
  const site = await loadSiteInfo(services);
  if (!site.login.allow_password_login) throw AppError.badRequest('error.user.not_allowed_login_via_password', 'toast');
  const attempt = await startLoginAttempt(context, body.e_mail);
  await liftEndedSuspensions(services.db, nowSeconds());
  await assertCaptcha(context, 'password', body, { alsoWhen: attempt.captchaRequired });
  const user = await checkCredentials(body.e_mail, body.pass, (email) => findUserByEmail(services.db, email));
  // After three failures the captcha asks again (answer-api-facts §1.6); a success starts the count over.
  await services.captcha.record('password', captchaUnit(context), { success: user !== null });
  if (!user) throw AppError.field('e_mail', 'error.object.email_or_password_incorrect');
  await attempt.succeeded();
  if (user.status === constants.user_status.suspended) throw AppError.forbidden('error.user.suspended', 'suspended');
  const now = nowSeconds();
  await services.db.updateTable('users').set({ last_login_at: now }).where('id', '=', user.id).execute();
  const token = await createSession(services.db, user.id);
  return presentUser({ ...user, last_login_at: String(now) }, context.session.hand(token));
}
