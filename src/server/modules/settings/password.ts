import type { BodyOf } from '../../../../generated/operations.ts';
import { hashPassword, verifyPassword } from '../../auth/password-hash.ts';
import { revokeOtherSessions } from '../../auth/sessions.ts';
import { AppError } from '../../http/app-error.ts';
import type { HandlerContext } from '../../http/request-context.ts';
import { assertCaptcha, captchaUnit } from '../captcha/assert-captcha.ts';

/**
 * PUT user/password. A user who has a password proves it with old_pass; the new one must differ
 * from it. Every other session of the user ends, so a stolen session cannot outlive the change;
 * the one making the change stays signed in.
 */
export async function changePassword(
  context: HandlerContext,
  userId: string,
  token: string,
  body: BodyOf<'updateUserPassword'>,
): Promise<void> {
  const { db } = context.services;
  if (body.pass_confirm !== undefined && body.pass_confirm !== body.pass)
    throw AppError.field('pass_confirm', 'validation.password.mismatch');
  const user = await db.selectFrom('users').select('pass').where('id', '=', userId).executeTakeFirst();
  if (!user) throw AppError.unauthorized();
  if (user.pass !== '') {
    // An incomplete request is refused as such: only a real guess at the password counts toward the captcha.
    if (!body.old_pass) throw AppError.field('old_pass', 'settings.password.old_pass.required');
    // Guessing the current password is guessing a login: the same captcha rule applies.
    await assertCaptcha(context, 'password', body);
    const proven = await verifyPassword(user.pass, body.old_pass);
    await context.services.captcha.record('password', captchaUnit(context), { success: proven });
    if (!proven) throw AppError.field('old_pass', 'error.object.old_password_verification_failed');
    if (await verifyPassword(user.pass, body.pass))
      throw AppError.field('pass', 'error.object.new_password_same_as_previous_setting');
  }
  const hashed = await hashPassword(body.pass);
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set({ pass: hashed, updated_at: Math.floor(Date.now() / 1000) })
      .where('id', '=', userId)
      .execute();
    await revokeOtherSessions(trx, userId, token);
  });
}
