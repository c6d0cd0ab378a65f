import { constants } from '../../../generated/constants.ts';
import { languages, type Language, type MessageKey } from '../../../generated/messages/index.ts';
import { siteNameOf, type SiteInfo } from '../settings/site-settings.ts';
import { siteLink } from '../settings/site-url.ts';
import type { Services } from '../services.ts';
import { escapeHtml, mailDocument } from './mail-html.ts';
import type { OutgoingMail } from './mailer.ts';

export type AccountMailKind = 'activation' | 'password_reset' | 'change_email' | 'connector_binding';

/** Each account mail: its page on the site, its catalogue keys and the lifetime of its code. */
const KINDS: Record<
  AccountMailKind,
  { page: string; keys: Record<'subject' | 'intro' | 'action' | 'ignore', MessageKey>; ttlMinutes: number }
> = {
  activation: {
    page: '/users/account-activation',
    keys: {
      subject: 'mail.activation.subject',
      intro: 'mail.activation.intro',
      action: 'mail.activation.action',
      ignore: 'mail.activation.ignore',
    },
    ttlMinutes: constants.user_code.ttl_minutes.activation,
  },
  password_reset: {
    page: '/users/password-reset',
    keys: {
      subject: 'mail.password_reset.subject',
      intro: 'mail.password_reset.intro',
      action: 'mail.password_reset.action',
      ignore: 'mail.password_reset.ignore',
    },
    ttlMinutes: constants.user_code.ttl_minutes.password_reset,
  },
  change_email: {
    page: '/users/confirm-new-email',
    keys: {
      subject: 'mail.change_email.subject',
      intro: 'mail.change_email.intro',
      action: 'mail.change_email.action',
      ignore: 'mail.change_email.ignore',
    },
    ttlMinutes: constants.user_code.ttl_minutes.change_email,
  },
  connector_binding: {
    page: constants.connector.confirm_email_page,
    keys: {
      subject: 'mail.connector_binding.subject',
      intro: 'mail.connector_binding.intro',
      action: 'mail.connector_binding.action',
      ignore: 'mail.connector_binding.ignore',
    },
    ttlMinutes: constants.connector.binding_ttl_minutes,
  },
};

function page(site: SiteInfo, requestOrigin: string, path: string): string {
  return siteLink(site.general.site_url, requestOrigin, path);
}

export function accountLink(site: SiteInfo, requestOrigin: string, kind: AccountMailKind, code: string): string {
  return `${page(site, requestOrigin, KINDS[kind].page)}?code=${encodeURIComponent(code)}`;
}

/** The recipient's own language when they chose one, else the site's interface language. */
export function mailLanguage(site: Pick<SiteInfo, 'interface'>, userLanguage: string): Language {
  const known = (value: string): value is Language => (languages as readonly string[]).includes(value);
  if (known(userLanguage)) return userLanguage;
  return known(site.interface.language) ? site.interface.language : (constants.languages.default as Language);
}

export type AccountNoticeKind = 'signup_existing' | 'email_taken';

/** Notices to an address that already has an account: what someone tried, and the ways back into that account. */
const NOTICES: Record<AccountNoticeKind, Record<'subject' | 'intro' | 'ignore', MessageKey>> = {
  signup_existing: {
    subject: 'mail.signup_existing.subject',
    intro: 'mail.signup_existing.intro',
    ignore: 'mail.signup_existing.ignore',
  },
  email_taken: {
    subject: 'mail.email_taken.subject',
    intro: 'mail.email_taken.intro',
    ignore: 'mail.email_taken.ignore',
  },
};
const LOGIN_PAGE = '/users/login';
const RECOVERY_PAGE = '/users/account-recovery';

export function accountNoticeMail(
  services: Services,
  site: SiteInfo,
  requestOrigin: string,
  language: Language,
  kind: AccountNoticeKind,
  to: string,
): OutgoingMail {
  const t = services.translator.forLanguage(language);
  const keys = NOTICES[kind];
  const siteName = siteNameOf(site);
  const intro = t(keys.intro, { site_name: siteName });
  const logIn = t('mail.notice.log_in');
  const recover = t('mail.notice.recover');
  const ignore = t(keys.ignore);
  const loginLink = page(site, requestOrigin, LOGIN_PAGE);
  const recoveryLink = page(site, requestOrigin, RECOVERY_PAGE);
  return {
    to,
    subject: t(keys.subject, { site_name: siteName }),
    html: mailDocument(language, [
      `<p>${escapeHtml(intro)}</p>`,
      `<p><a href="${escapeHtml(loginLink)}">${escapeHtml(logIn)}</a></p>`,
      `<p><a href="${escapeHtml(recoveryLink)}">${escapeHtml(recover)}</a></p>`,
      `<p>${escapeHtml(ignore)}</p>`,
    ]),
    text: [intro, `${logIn}: ${loginLink}`, `${recover}: ${recoveryLink}`, ignore].join('\n\n'),
    link: loginLink,
  };
}

export function accountMail(
  services: Services,
  site: SiteInfo,
  language: Language,
  kind: AccountMailKind,
  to: string,
  link: string,
): OutgoingMail {
  const t = services.translator.forLanguage(language);
  const { keys, ttlMinutes } = KINDS[kind];
  const siteName = siteNameOf(site);
  const intro = t(keys.intro, { site_name: siteName });
  const action = t(keys.action);
  const expiry = t('mail.link_expiry', { minutes: ttlMinutes });
  const fallback = t('mail.link_fallback');
  const ignore = t(keys.ignore);
  const html = [
    `<p>${escapeHtml(intro)}</p>`,
    `<p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p>`,
    `<p>${escapeHtml(expiry)}</p>`,
    `<p>${escapeHtml(fallback)}<br>${escapeHtml(link)}</p>`,
    `<p>${escapeHtml(ignore)}</p>`,
  ];
  return {
    to,
    subject: t(keys.subject, { site_name: siteName }),
    html: mailDocument(language, html),
    text: [intro, `${action}: ${link}`, expiry, ignore].join('\n\n'),
    link,
  };
}
