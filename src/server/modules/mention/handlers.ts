import type { Handlers } from '../../../../generated/operations.ts';
import { constants } from '../../../../generated/constants.ts';
import type { HandlerContext } from '../../http/request-context.ts';
import { loadUserBasics } from '../user/basic-info.ts';

type MentionHandlers = Pick<Handlers<HandlerContext>, 'searchUsersForMention'>;

/**
 * A LIKE pattern for names starting with `text`. SQLite has no default LIKE escape, so instead of
 * escaping, % and backslashes (never in usernames) are dropped; an _ matching any one character only
 * widens the suggestions a little.
 */
function likePrefix(text: string): string {
  return `${text.replace(/[\\%]/g, '')}%`;
}

export const handlers: MentionHandlers = {
  /** Active users whose username or display name starts with the text, usernames in order. */
  searchUsersForMention: async ({ query }, context) => {
    const text = query.username.trim().replace(/^@/, '');
    if (!text) return [];
    const { db } = context.services;
    const prefix = likePrefix(text.toLowerCase());
    const rows = await db
      .selectFrom('users')
      .select('id')
      .where('status', '=', constants.user_status.normal)
      .where('mail_status', '=', constants.mail_status.active)
      .where((eb) => eb.or([eb('username', 'like', prefix), eb(eb.fn('lower', ['display_name']), 'like', prefix)]))
      .orderBy('username', 'asc')
      .limit(constants.limits.mention_search_max)
      .execute();
    const users = await loadUserBasics(db, rows.map((row) => String(row.id)));
    return rows.flatMap((row) => users.get(String(row.id)) ?? []);
  },
};
