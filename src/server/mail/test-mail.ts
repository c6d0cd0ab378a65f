import type { Language } from '../../../generated/messages/index.ts';
import type { Services } from '../services.ts';
import { siteNameOf, type SiteInfo } from '../settings/site-settings.ts';
import { escapeHtml, mailDocument } from './mail-html.ts';
import { deliverMail } from './mailer.ts';
import type { SmtpSettings } from './smtp-settings.ts';

/**
 * The admin's test mail (PUT setting/smtp with test_email_recipient), sent through the SMTP settings
 * being saved; rejects with the SMTP server's refusal, which the admin is shown.
 */
export async function sendTestMail(
  services: Services,
  site: SiteInfo,
  smtp: SmtpSettings,
  language: Language,
  to: string,
): Promise<void> {
  const t = services.translator.forLanguage(language);
  const siteName = siteNameOf(site);
  const body = t('mail.test.body', { site_name: siteName });
  await deliverMail(smtp, {
    to,
    subject: t('mail.test.subject', { site_name: siteName }),
    html: mailDocument(language, [`<p>${escapeHtml(body)}</p>`]),
    text: body,
  });
}
