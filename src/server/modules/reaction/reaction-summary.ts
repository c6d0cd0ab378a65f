import type { Kysely } from 'kysely';
import { constants } from '../../../../generated/constants.ts';
import type { DataOf } from '../../../../generated/operations.ts';
import type { Database } from '../../db/schema.ts';

/** Every reaction of constants.reactions on a post: how many, the first names for the tooltip, and the viewer's own. */
export async function reactionSummary(
  db: Kysely<Database>,
  objectId: string,
  viewerId: string | undefined,
): Promise<DataOf<'getReactions'>> {
  const rows = await db
    .selectFrom('reaction')
    .innerJoin('users', 'users.id', 'reaction.user_id')
    .select(['reaction.emoji', 'reaction.user_id', 'users.display_name'])
    .where('reaction.object_id', '=', objectId)
    .orderBy('reaction.id', 'asc')
    .execute();
  return {
    reaction_summary: constants.reactions.map((emoji) => {
      const people = rows.filter((row) => row.emoji === emoji);
      return {
        emoji,
        count: people.length,
        tooltip: people
          .slice(0, constants.limits.reaction_tooltip_names)
          .map((row) => row.display_name)
          .join(', '),
        is_active: viewerId !== undefined && people.some((row) => String(row.user_id) === viewerId),
      };
    }),
  };
}
