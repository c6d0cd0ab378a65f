import { constants } from '../../../../generated/constants.ts';
import { countHit, counterKey } from '../../db/rate-counters.ts';
import { AppError } from '../../http/app-error.ts';
import type { HandlerContext } from '../../http/request-context.ts';

const rules = constants.mail_throttle;
const WINDOW_SECONDS = rules.window_minutes * 60;

/**
 * Counts an account mail a caller asks for, per client and per recipient, and refuses beyond either
 * limit, so nobody can flood an inbox or use the site to send mail in bulk. The same whether or not the
 * address has an account.
 */
export async function countAccountMail(context: HandlerContext, recipient: string): Promise<void> {
  const { db } = context.services;
  const tooMany = () => AppError.badRequest('error.user.too_many_mails', 'toast', { minutes: rules.window_minutes });
  if ((await countHit(db, counterKey('mail.client', context.client.ip), WINDOW_SECONDS)) > rules.per_client)
    throw tooMany();
  if (
    (await countHit(db, counterKey('mail.recipient', recipient.trim().toLowerCase()), WINDOW_SECONDS)) >
    rules.per_recipient
  )
    throw tooMany();
}
