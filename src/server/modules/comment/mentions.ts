import type { Kysely } from 'kysely';
import { constants } from '../../../../generated/constants.ts';
import { MENTION_PATTERN, mentionedUsernames } from '../../../shared/mentions.ts';
import type { Database } from '../../db/schema.ts';

/**
 * The people a comment @mentions, keyed by username: those the client listed (mention_username_list) and
 * those the text names itself, so a name typed without the suggestions counts too. Only accounts in good
 * standing; an imported account whose address is not confirmed is one (it is notified in its inbox, never
 * mailed). Unknown names are simply not mentions.
 */
export async function resolveMentions(
  db: Kysely<Database>,
  text: string,
  listed: string[] | undefined,
): Promise<Map<string, string>> {
  // the text's names are held to the limit the client's list is (limits.comment.mentions_max)
  const wanted = [
    ...new Set([
      ...(listed ?? []).map((name) => name.trim().replace(/^@/, '').toLowerCase()).filter(Boolean),
      ...mentionedUsernames(text),
    ]),
  ].slice(0, constants.limits.comment.mentions_max);
  if (wanted.length === 0) return new Map();
  const rows = await db
    .selectFrom('users')
    .select(['id', 'username'])
    .where('username', 'in', wanted)
    .where('status', '=', constants.user_status.normal)
    .execute();
  return new Map(rows.map((row) => [row.username, String(row.id)]));
}

/**
 * The comment's markdown with each resolved @username made a link to that person's page, as it was
 * typed ("@Rob" links to /users/rob), so the stored HTML shows mentions as links. Usernames hold only
 * [a-z0-9._-], so they need no escaping.
 */
export function linkMentions(markdown: string, mentioned: Map<string, string>): string {
  if (mentioned.size === 0) return markdown;
  return markdown.replace(MENTION_PATTERN, (whole, before: string, typed: string) => {
    const username = typed.toLowerCase();
    return mentioned.has(username) ? `${before}[@${typed}](${constants.base_path}/users/${username})` : whole;
  });
}
