import { hashPassword } from '../../auth/password-hash.ts';
import { revokeUserSessions } from '../../auth/sessions.ts';
import { AppError } from '../../http/app-error.ts';
import type { HandlerContext } from '../../http/request-context.ts';
import { loadSiteInfo } from '../../settings/site-settings.ts';
import { mailLink } from './account-links.ts';
import { consumeCode, newCode, NO_ACCOUNT, storeCode } from './codes.ts';
import { findUserByEmail, nowSeconds } from './users.ts';
import { transactionWithRetry } from '../../db/retry-transaction.ts';

/**
 * Asks for a password-reset link. The answer and the work before it are the same whether or not the
 * email has an account: a code is made and stored either way (for an unknown email under no account,
 * never sent), and the mail goes out in the background.
 */
export async function requestPasswordReset(context: HandlerContext, email: string): Promise<void> {
  const { db } = context.services;
  const user = await findUserByEmail(db, email);
  const { code, codeHash } = newCode();
  await storeCode(db, user?.id ?? NO_ACCOUNT, 'password_reset', user?.e_mail ?? '', codeHash);
  if (user) await mailLink(context, 'password_reset', code, user.e_mail, user.language);
  else await loadSiteInfo(context.services);
}

/** Sets a new password from a reset link and signs the account out everywhere. */
export async function replacePassword(context: HandlerContext, code: string, password: string): Promise<void> {
  const pass = await hashPassword(password);
  await transactionWithRetry(context.services.db, async (trx) => {
    const { userId } = await consumeCode(trx, code, 'password_reset');
    const updated = await trx
      .updateTable('users')
      .set({ pass, updated_at: nowSeconds() })
      .where('id', '=', userId)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) throw AppError.forbidden('error.email.verify_url_expired', 'url_expired');
    await revokeUserSessions(trx, userId);
  });
}
