import type { Kysely } from 'kysely';
import { constants } from '../../../../generated/constants.ts';
import type { Database } from '../../db/schema.ts';

/**
 * The people a comment @mentions: those of `usernames` that are active accounts (unknown names are
 * simply not mentions), keyed by username.
 */
export async function resolveMentions(
  db: Kysely<Database>,
  usernames: string[] | undefined,
): Promise<Map<string, string>> {
  const wanted = [
    ...new Set((usernames ?? []).map((name) => name.trim().replace(/^@/, '').toLowerCase()).filter(Boolean)),
  ];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .selectFrom('users')
    .select(['id', 'username'])
    .where('username', 'in', wanted)
    .where('status', '=', constants.user_status.normal)
    .where('mail_status', '=', constants.mail_status.active)
    .execute();
  return new Map(rows.map((row) => [row.username, String(row.id)]));
}

/**
 * The comment's markdown with each resolved @username made a link to that person's page, so the
 * stored HTML shows mentions as links. Usernames hold only [a-z0-9._-], so they need no escaping.
 */
export function linkMentions(markdown: string, mentioned: Map<string, string>): string {
  if (mentioned.size === 0) return markdown;
  return markdown.replace(/(^|[^\w@/[])@([a-z0-9._-]+)/g, (whole, before: string, username: string) =>
    mentioned.has(username) ? `${before}[@${username}](${constants.base_path}/users/${username})` : whole,
  );
}
