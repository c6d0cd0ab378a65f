import { constants } from '../../../../generated/constants.ts';
import type { BodyOf } from '../../../../generated/operations.ts';
import { verifyPassword } from '../../auth/password-hash.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { AppError } from '../../http/app-error.ts';
import type { HandlerContext } from '../../http/request-context.ts';
import { loadSiteInfo } from '../../settings/site-settings.ts';
import { mailLink, mailNotice } from './account-links.ts';
import { consumeCode, newCode, storeCode } from './codes.ts';
import { emailDomainAllowed } from './email-rules.ts';
import { emailInUse, findEmailHolder, findUserById, nowSeconds } from './users.ts';
import { transactionWithRetry } from '../../db/retry-transaction.ts';

/**
 * Starts an email change. A person whose current address is confirmed proves it is them with their
 * password; one who never confirmed (a mistyped address) need not. The answer is the same whether or not
 * the new address has an account (no enumeration): a free address gets the confirmation link, a taken one
 * a notice and no code. The requester's earlier change links stop working either way, so whether they
 * still work tells nothing about the address either.
 */
export async function requestEmailChange(
  context: HandlerContext,
  userId: string,
  body: BodyOf<'requestEmailChange'>,
): Promise<void> {
  const { services } = context;
  const user = await findUserById(services.db, userId);
  if (!user) throw AppError.unauthorized();
  if (user.mail_status === constants.mail_status.active && user.pass) {
    if (!body.pass || !(await verifyPassword(user.pass, body.pass)))
      throw AppError.field('pass', 'error.object.old_password_verification_failed');
  }
  const email = body.e_mail.trim();
  if (!emailDomainAllowed(await loadSiteInfo(services), email))
    throw AppError.field('e_mail', 'error.email.illegal_email_domain_error');
  const holder = await findEmailHolder(services.db, email);
  const { code, codeHash } = newCode();
  // A taken address gets a code too, never sent and for no address, so that both answers make the same
  // writes and take the same time; storing it is also what stops the requester's earlier links.
  await storeCode(services.db, user.id, 'change_email', holder ? '' : email, codeHash);
  if (holder) await mailNotice(context, 'email_taken', holder.e_mail, holder.language);
  else await mailLink(context, 'change_email', code, email, user.language);
}

/** Follows the link mailed to a new address: it becomes the account's (confirmed) email. */
export async function confirmEmailChange(context: HandlerContext, code: string): Promise<void> {
  try {
    await transactionWithRetry(context.services.db, async (trx) => {
      const { userId, email } = await consumeCode(trx, code, 'change_email');
      // The address was free when the link was sent, but another account may have taken it since. Saying
      // so reveals nothing new: only the person holding this valid code, mailed to that address, gets here.
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
