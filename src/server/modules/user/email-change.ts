import { constants } from '../../../../generated/constants.ts';
import type { BodyOf } from '../../../../generated/operations.ts';
import { verifyPassword } from '../../auth/password-hash.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { AppError } from '../../http/app-error.ts';
import type { HandlerContext } from '../../http/request-context.ts';
import { loadSiteInfo } from '../../settings/site-settings.ts';
import { mailLink } from './account-links.ts';
import { consumeCode, issueCode } from './codes.ts';
import { emailDomainAllowed } from './email-rules.ts';
import { emailInUse, findUserById, nowSeconds } from './users.ts';

/**
 * Starts an email change: a confirmation link goes to the new address. A person whose current address
 * is confirmed proves it is them with their password; one who never confirmed (a mistyped address) need not.
 */
export async function requestEmailChange(context: HandlerContext, userId: string, body: BodyOf<'requestEmailChange'>): Promise<void> {
  const { services } = context;
  const user = await findUserById(services.db, userId);
  if (!user) throw AppError.unauthorized();
  if (user.mail_status === constants.mail_status.active && user.pass) {
    if (!body.pass || !(await verifyPassword(user.pass, body.pass))) throw AppError.field('pass', 'error.object.old_password_verification_failed');
  }
  const email = body.e_mail.trim();
  if (!emailDomainAllowed(await loadSiteInfo(services), email)) throw AppError.field('e_mail', 'error.email.illegal_email_domain_error');
  if (await emailInUse(services.db, email)) throw AppError.field('e_mail', 'error.email.duplicate');
  const code = await issueCode(services.db, user.id, 'change_email', email);
  await mailLink(context, 'change_email', code, email, user.language);
}

/** Follows the link mailed to a new address: it becomes the account's (confirmed) email. */
export async function confirmEmailChange(context: HandlerContext, code: string): Promise<void> {
  try {
    await context.services.db.transaction().execute(async (trx) => {
      const { userId, email } = await consumeCode(trx, code, 'change_email');
      if (await emailInUse(trx, email)) throw AppError.field('e_mail', 'error.email.duplicate');
      await trx
        .updateTable('users')
        .set({ e_mail: email, mail_status: constants.mail_status.active, updated_at: nowSeconds() })
        .where('id', '=', userId)
        .execute();
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw AppError.field('e_mail', 'error.email.duplicate');
    throw error;
  }
}
