import type { Kysely } from 'kysely';
import { constants } from '../../../../generated/constants.ts';
import type { DataOf } from '../../../../generated/operations.ts';
import type { Database } from '../../db/schema.ts';

type ReactionSummary = DataOf<'getReactions'>;
interface ReactionRow {
  object_id: string;
  emoji: string;
  user_id: string;
  display_name: string;
}

/**
 * Every reaction of constants.reactions on each of `objectIds`, in one statement whatever their number: how
 * many, the first names for the tooltip, and the viewer's own.
 */
export async function reactionSummaries(
  db: Kysely<Database>,
  objectIds: readonly string[],
  viewerId: string | undefined,
): Promise<Map<string, ReactionSummary>> {
  const rows: ReactionRow[] =
    objectIds.length > 0
      ? await db
          .selectFrom('reaction')
          .innerJoin('users', 'users.id', 'reaction.user_id')
          .select(['reaction.object_id', 'reaction.emoji', 'reaction.user_id', 'users.display_name'])
          .where('reaction.object_id', 'in', [...objectIds])
          .orderBy('reaction.id', 'asc')
          .execute()
      : [];
  return new Map(
    objectIds.map((id) => [
      id,
      summaryOf(
        rows.filter((row) => String(row.object_id) === id),
        viewerId,
      ),
    ]),
  );
}

/** The reactions on one post, as reactionSummaries reads them. */
export async function reactionSummary(
  db: Kysely<Database>,
  objectId: string,
  viewerId: string | undefined,
): Promise<ReactionSummary> {
  return (await reactionSummaries(db, [objectId], viewerId)).get(objectId)!;
}

function summaryOf(rows: ReactionRow[], viewerId: string | undefined): ReactionSummary {
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
