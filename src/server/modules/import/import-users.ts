import type { Kysely } from 'kysely';
import { constants } from '../../../../generated/constants.ts';
import { isReservedUsername, usernameFromName } from '../../../shared/username.ts';
import { insertReturningId } from '../../db/insert-returning-id.ts';
import type { Database } from '../../db/schema.ts';
import { renderMarkdown } from '../../render/markdown.ts';
import { htmlToMarkdown } from './html-to-markdown.ts';
import { importFile, type ImportRun, unixSeconds } from './import-run.ts';
import type { SourceRow } from './xml-rows.ts';

const { username: usernameLimits, display_name: displayName, website, location, bio } = constants.limits;
const { email_domain: emailDomain, username_fallback: fallbackName } = constants.stackexchange_import;

const USERNAME_PATTERN = new RegExp(usernameLimits.pattern);

/** The source site's Community user, which owns the posts of accounts the dump left out. */
const COMMUNITY_USER = '-1';

async function usernameTaken(trx: Kysely<Database>, username: string): Promise<boolean> {
  const row = await trx.selectFrom('users').select('id').where('username', '=', username).executeTakeFirst();
  return row !== undefined;
}

/** The person's name as a username; when that is taken or unusable, with the source id appended. */
async function freeUsername(trx: Kysely<Database>, row: SourceRow): Promise<string> {
  const base = usernameFromName(row.DisplayName ?? '') || fallbackName;
  const plain = base.slice(0, usernameLimits.max);
  if (
    plain.length >= usernameLimits.min &&
    USERNAME_PATTERN.test(plain) &&
    !isReservedUsername(plain) &&
    !(await usernameTaken(trx, plain))
  )
    return plain;
  for (let attempt = 0; ; attempt++) {
    const suffix = `-se${row.Id}${attempt === 0 ? '' : `-${attempt}`}`;
    const candidate = `${base.slice(0, usernameLimits.max - suffix.length)}${suffix}`;
    if (!(await usernameTaken(trx, candidate))) return candidate;
  }
}

/** An address of the .invalid domain that names the account until an admin gives it the person's own. */
function placeholderEmail(run: ImportRun, sourceId: string): string {
  return `se${sourceId}@${new URL(run.sourceUrl).host}.${emailDomain}`;
}

/** A web address the profile may show: http(s) and short enough, else none. */
function websiteOf(url: string | undefined): string {
  return url && /^https?:\/\//.test(url) && url.length <= website.max ? url : '';
}

async function writeUser(run: ImportRun, trx: Kysely<Database>, row: SourceRow): Promise<string | null> {
  const email = placeholderEmail(run, row.Id!);
  // an id too long for an address: the account's posts go to the Community user
  if (email.length > constants.limits.email.max) return null;
  const created = unixSeconds(row.CreationDate);
  const username = await freeUsername(trx, row);
  const about = htmlToMarkdown(row.AboutMe ?? '').slice(0, bio.max);
  return insertReturningId(trx, 'users', {
    username,
    e_mail: email,
    // no password: the account is claimed with a password reset once it has the person's address
    pass: '',
    display_name: (row.DisplayName ?? '').trim().slice(0, displayName.max) || username,
    // never mailed at the placeholder address (the outbox mails active accounts only)
    mail_status: constants.mail_status.inactive,
    rank: Number(row.Reputation ?? 0) || 0,
    bio: about,
    bio_html: about ? renderMarkdown(about) : '',
    website: websiteOf(row.WebsiteUrl),
    location: (row.Location ?? '').slice(0, location.max),
    created_at: created,
    updated_at: created,
    last_login_at: unixSeconds(row.LastAccessDate) || null,
  });
}

export async function importUsers(run: ImportRun): Promise<void> {
  await importFile(run, 'users', 'Users.xml', 'user', (trx, row) => writeUser(run, trx, row), {
    accept: (row) => {
      if (row.DisplayName) run.authorNames.set(row.Id!, row.DisplayName);
      return true;
    },
  });
}

/** Our account of the source site's Community user, who acts for the site (closing, owning orphans). */
export function communityUser(run: ImportRun): string {
  return run.map.target('user', COMMUNITY_USER) ?? '0';
}

/** Our account of a source user, the Community account when the dump has none for it. */
export function authorOf(run: ImportRun, sourceUserId: string | undefined): string {
  return run.map.target('user', sourceUserId) ?? communityUser(run);
}

/** Whom an attribution credits: the dump's name of the user, or the name a post kept of a gone account. */
export function authorName(run: ImportRun, row: SourceRow, userKey: string, nameKey: string): string {
  return (row[userKey] && run.authorNames.get(row[userKey])) || row[nameKey] || '';
}
