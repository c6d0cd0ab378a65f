import { constants } from '../../../../generated/constants.ts';
import type { Language, MessageKey } from '../../../../generated/messages/index.ts';
import { questionPath } from '../../../shared/permalink/question-link.ts';
import { mailLanguage } from '../../mail/account-mails.ts';
import { escapeHtml, mailDocument } from '../../mail/mail-html.ts';
import type { OutgoingMail } from '../../mail/mailer.ts';
import { siteNameOf } from '../../settings/site-settings.ts';
import { siteLink } from '../../settings/site-url.ts';
import { issueUnsubscribeCode } from '../user/unsubscribe-codes.ts';
import type { JobContext, MailSite } from './job-context.ts';

export interface Recipient {
  id: string;
  e_mail: string;
  language: string;
}

export interface OutboxRow {
  kind: string;
  payload: string;
}

interface EventPayload {
  actor_id: string;
  question_id: string;
  answer_id: string;
  comment_id: string;
}

interface DigestPayload {
  question_ids: string[];
}

type EventKind = 'new_answer' | 'new_comment' | 'invited_you_to_answer';
const QUOTE_MAX = 300;

/** Plain text of a post body, cut for a quote in a mail. */
function quoteOf(markdown: string): string {
  const text = markdown.replace(/\s+/g, ' ').trim();
  return text.length > QUOTE_MAX ? `${text.slice(0, QUOTE_MAX - 1)}…` : text;
}

/** The footer every notification mail carries: why it came and a working unsubscribe link. */
async function footer(
  context: JobContext,
  site: MailSite,
  recipient: Recipient,
  language: Language,
): Promise<{ html: string[]; text: string[] }> {
  const t = context.translator.forLanguage(language);
  const siteName = siteNameOf(site);
  const code = await issueUnsubscribeCode(context.db, recipient.id);
  const unsubscribe = `${siteLink(site.general.site_url, '', '/users/unsubscribe')}?code=${encodeURIComponent(code)}`;
  const settings = siteLink(site.general.site_url, '', '/users/settings/notify');
  const why = t('notification.mail.unsubscribe', { site_name: siteName });
  const action = t('notification.mail.unsubscribe_action');
  const change = t('notification.mail.settings');
  return {
    html: [
      `<hr>`,
      `<p>${escapeHtml(why)} <a href="${escapeHtml(unsubscribe)}">${escapeHtml(action)}</a></p>`,
      `<p><a href="${escapeHtml(settings)}">${escapeHtml(change)}</a></p>`,
    ],
    text: ['--', `${why} ${unsubscribe}`, `${change}: ${settings}`],
  };
}

async function eventMail(
  context: JobContext,
  site: MailSite,
  recipient: Recipient,
  kind: EventKind,
  payload: EventPayload,
): Promise<OutgoingMail | null> {
  const { db } = context;
  const question = await db
    .selectFrom('question')
    .select(['id', 'title', 'status'])
    .where('id', '=', payload.question_id)
    .executeTakeFirst();
  if (!question || question.status === constants.post_status.deleted) return null;
  const actor = await db
    .selectFrom('users')
    .select(['display_name', 'username'])
    .where('id', '=', payload.actor_id)
    .executeTakeFirst();
  const quoted =
    kind === 'new_comment'
      ? await db.selectFrom('comment').select('original_text').where('id', '=', payload.comment_id).executeTakeFirst()
      : kind === 'new_answer'
        ? await db.selectFrom('answer').select('original_text').where('id', '=', payload.answer_id).executeTakeFirst()
        : undefined;
  const language = mailLanguage(site, recipient.language);
  const t = context.translator.forLanguage(language);
  const siteName = siteNameOf(site);
  const displayName = actor ? actor.display_name || actor.username : t('notification.ui.someone');
  const args = { site_name: siteName, display_name: displayName, title: question.title };
  const path = questionPath(site.site_seo.permalink, question, payload.answer_id || undefined);
  const link = siteLink(site.general.site_url, '', path);
  const intro = t(`notification.mail.${kind}.intro` as MessageKey, args);
  const view = t('notification.mail.view');
  const quote = quoted ? quoteOf(quoted.original_text) : '';
  const end = await footer(context, site, recipient, language);
  return {
    to: recipient.e_mail,
    subject: t(`notification.mail.${kind}.subject` as MessageKey, args),
    html: mailDocument(language, [
      `<p>${escapeHtml(intro)}</p>`,
      ...(quote ? [`<blockquote>${escapeHtml(quote)}</blockquote>`] : []),
      `<p><a href="${escapeHtml(link)}">${escapeHtml(view)}</a></p>`,
      ...end.html,
    ]),
    text: [intro, ...(quote ? [`> ${quote}`] : []), `${view}: ${link}`, ...end.text].join('\n\n'),
    link,
  };
}

async function digestMail(
  context: JobContext,
  site: MailSite,
  recipient: Recipient,
  payload: DigestPayload,
): Promise<OutgoingMail | null> {
  if (payload.question_ids.length === 0) return null;
  const questions = await context.db
    .selectFrom('question')
    .select(['id', 'title'])
    .where('id', 'in', payload.question_ids)
    .where('status', '!=', constants.post_status.deleted)
    .orderBy('created_at', 'asc')
    .execute();
  if (questions.length === 0) return null;
  const language = mailLanguage(site, recipient.language);
  const t = context.translator.forLanguage(language);
  const siteName = siteNameOf(site);
  const intro = t('notification.mail.digest.intro', { site_name: siteName });
  const items = questions.map((question) => ({
    title: question.title,
    link: siteLink(site.general.site_url, '', questionPath(site.site_seo.permalink, question)),
  }));
  const end = await footer(context, site, recipient, language);
  return {
    to: recipient.e_mail,
    subject: t('notification.mail.digest.subject', { site_name: siteName }),
    html: mailDocument(language, [
      `<p>${escapeHtml(intro)}</p>`,
      `<ul>\n${items.map((item) => `<li><a href="${escapeHtml(item.link)}">${escapeHtml(item.title)}</a></li>`).join('\n')}\n</ul>`,
      ...end.html,
    ]),
    text: [intro, items.map((item) => `- ${item.title}\n  ${item.link}`).join('\n'), ...end.text].join('\n\n'),
    link: items[0]!.link,
  };
}

/** The mail an outbox row stands for, written now in the recipient's language; null when its subject is gone. */
export async function composeMail(
  context: JobContext,
  site: MailSite,
  recipient: Recipient,
  row: OutboxRow,
): Promise<OutgoingMail | null> {
  const payload = JSON.parse(row.payload) as unknown;
  if (row.kind === 'digest') return digestMail(context, site, recipient, payload as DigestPayload);
  return eventMail(context, site, recipient, row.kind as EventKind, payload as EventPayload);
}
