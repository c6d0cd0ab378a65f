import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** Which of `objectIds` the viewer has bookmarked, in one query. */
export async function viewerCollections(
  db: Kysely<Database>,
  viewerId: string | undefined,
  objectIds: string[],
): Promise<Set<string>> {
  if (!viewerId || objectIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('collection')
    .select('object_id')
    .where('user_id', '=', viewerId)
    .where('object_id', 'in', objectIds)
    .execute();
  return new Set(rows.map((row) => String(row.object_id)));
}
