/**
 * The flagged-posts queue: one item per flagged object that still has a pending flag, shown through its
 * oldest pending flag, oldest first (answer-api-facts §2.2 report/unreviewed/post, one per page).
 */
import { sql, type Kysely } from 'kysely';
import { constants } from '../../../../generated/constants.ts';
import type { Database } from '../../db/schema.ts';

const { pending } = constants.report_status;

/** How many objects wait with at least one pending flag. */
export async function countFlaggedObjects(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('report')
    .select(sql<string | number>`count(distinct object_id)`.as('objects'))
    .where('status', '=', pending)
    .executeTakeFirst();
  return Number(row?.objects ?? 0);
}

/** The oldest pending flag of the object at `offset` in the queue, if there is one. */
export async function flagAt(db: Kysely<Database>, offset: number) {
  return db
    .selectFrom('report as r')
    .selectAll('r')
    .where('r.status', '=', pending)
    .where(({ eb, selectFrom }) =>
      eb(
        'r.id',
        '=',
        selectFrom('report as older')
          .select(({ fn }) => fn.min('older.id').as('first'))
          .whereRef('older.object_id', '=', 'r.object_id')
          .where('older.status', '=', pending),
      ),
    )
    .orderBy('r.flagged_at')
    .orderBy('r.id')
    .limit(1)
    .offset(offset)
    .executeTakeFirst();
}
