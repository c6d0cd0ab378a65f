import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export type VoteStatus = 'vote_up' | 'vote_down' | '';

/** An object's up and down votes from the vote rows themselves. */
export async function voteCounts(
  db: Kysely<Database>,
  objectId: string,
): Promise<{ up_votes: number; down_votes: number; votes: number }> {
  const rows = await db
    .selectFrom('vote')
    .select(['direction', sql<string | number>`count(*)`.as('total')])
    .where('object_id', '=', objectId)
    .groupBy('direction')
    .execute();
  const up = Number(rows.find((row) => row.direction > 0)?.total ?? 0);
  const down = Number(rows.find((row) => row.direction < 0)?.total ?? 0);
  return { up_votes: up, down_votes: down, votes: up - down };
}

/** How `viewerId` voted on each of `objectIds`, in one query; objects without their vote are absent. */
export async function viewerVotes(
  db: Kysely<Database>,
  viewerId: string | undefined,
  objectIds: string[],
): Promise<Map<string, VoteStatus>> {
  const votes = new Map<string, VoteStatus>();
  if (!viewerId || objectIds.length === 0) return votes;
  const rows = await db
    .selectFrom('vote')
    .select(['object_id', 'direction'])
    .where('user_id', '=', viewerId)
    .where('object_id', 'in', objectIds)
    .execute();
  for (const row of rows) votes.set(String(row.object_id), row.direction > 0 ? 'vote_up' : 'vote_down');
  return votes;
}
