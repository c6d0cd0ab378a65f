import type { Handlers } from '../../../../generated/operations.ts';
import { constants } from '../../../../generated/constants.ts';
import type { HandlerContext } from '../../http/request-context.ts';
import { loadUserBasics } from '../user/basic-info.ts';
import { nameStartsWith } from '../user/name-prefix.ts';

type MentionHandlers = Pick<Handlers<HandlerContext>, 'searchUsersForMention'>;

export const handlers: MentionHandlers = {
  /** Users in good standing whose username or display name starts with the text, usernames in order. */
  searchUsersForMention: async ({ query }, context) => {
    const startsWith = nameStartsWith(query.username);
    if (!startsWith) return [];
    const { db } = context.services;
    const rows = await db
      .selectFrom('users')
      .select('id')
      // imported accounts have no confirmed address yet and are mentioned all the same (comment/mentions.ts)
      .where('status', '=', constants.user_status.normal)
      .where(startsWith)
      .orderBy('username', 'asc')
      .limit(constants.limits.mention_search_max)
      .execute();
    const users = await loadUserBasics(
      db,
      rows.map((row) => String(row.id)),
    );
    return rows.flatMap((row) => users.get(String(row.id)) ?? []);
  },
};
