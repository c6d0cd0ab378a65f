import {
  accountLink,
  accountMail,
  accountNoticeMail,
  mailLanguage,
  type AccountMailKind,
  type AccountNoticeKind,
} from '../../mail/account-mails.ts';
import { sendMailInBackground } from '../../mail/mailer.ts';
import type { HandlerContext } from '../../http/request-context.ts';
import { loadSiteInfo } from '../../settings/site-settings.ts';

/** The emailed link of an account mail for a code. */
export async function linkFor(context: HandlerContext, kind: AccountMailKind, code: string): Promise<string> {
  return accountLink(await loadSiteInfo(context.services), context.client.origin, kind, code);
}

/** Mails a code's link to `to` in the recipient's language; call after the code's transaction committed. */
export async function mailLink(
  context: HandlerContext,
  kind: AccountMailKind,
  code: string,
  to: string,
  recipientLanguage: string,
): Promise<void> {
  const site = await loadSiteInfo(context.services);
  const link = accountLink(site, context.client.origin, kind, code);
  sendMailInBackground(
    context.services,
    context.log,
    accountMail(context.services, site, mailLanguage(site, recipientLanguage), kind, to, link),
  );
}

/** Mails a notice (no code) to the holder of an address in their language; call after any transaction committed. */
export async function mailNotice(
  context: HandlerContext,
  kind: AccountNoticeKind,
  to: string,
  recipientLanguage: string,
): Promise<void> {
  const site = await loadSiteInfo(context.services);
  sendMailInBackground(
    context.services,
    context.log,
    accountNoticeMail(context.services, site, context.client.origin, mailLanguage(site, recipientLanguage), kind, to),
  );
}
