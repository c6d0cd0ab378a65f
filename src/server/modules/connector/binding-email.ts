import { AppError } from '../../http/app-error.ts';
import type { HandlerContext } from '../../http/request-context.ts';
import { loadSiteInfo } from '../../settings/site-settings.ts';
import { mailLink } from '../user/account-links.ts';
import { emailDomainAllowed } from '../user/email-rules.ts';
import { countAccountMail } from '../user/mail-throttle.ts';
import type { UserRow } from '../user/users.ts';
import { activeConnector } from './active-connectors.ts';
import { signInConfirmed } from './connector-accounts.ts';
import { addressPendingBinding, takeConfirmedBinding } from './pending-bindings.ts';

/**
 * Mails the link that confirms the address given for a provider account without one. The same answer
 * whether or not the address has an account here: the link decides, once it comes back.
 */
export async function mailBindingConfirmation(
  context: HandlerContext,
  bindingKey: string,
  email: string,
): Promise<void> {
  const address = email.trim();
  if (!emailDomainAllowed(await loadSiteInfo(context.services), address))
    throw AppError.field('e_mail', 'error.email.illegal_email_domain_error');
  await countAccountMail(context, address);
  const { code } = await addressPendingBinding(context.services.db, bindingKey, address);
  await mailLink(context, 'connector_binding', code, address, '');
}

/** Follows the emailed link: binds the provider account and signs its person in. */
export async function confirmBindingEmail(
  context: HandlerContext,
  code: string,
): Promise<{ user: UserRow; token: string }> {
  const binding = await takeConfirmedBinding(context.services.db, code);
  // a connector switched off meanwhile signs nobody in
  await activeConnector(context, binding.provider);
  const outcome = await signInConfirmed(context, binding.provider, binding.account);
  if (outcome.kind === 'signed_in') return outcome;
  if (outcome.kind === 'refused' && outcome.reason === 'suspended')
    throw AppError.forbidden('error.user.suspended', 'suspended');
  throw AppError.badRequest('error.connector.already_bound', 'toast');
}
