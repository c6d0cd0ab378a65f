import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { ActivityType } from '../activity/record.ts';

/**
 * Marks the newest standing timeline row of this kind as taken back (a vote withdrawn, an acceptance
 * moved): the timeline keeps it, flagged cancelled, as answer-api-facts' activity rows are.
 */
export async function cancelActivity(
  trx: Kysely<Database>,
  activity: { objectId: string; userId?: string; type: ActivityType },
  now = Math.floor(Date.now() / 1000),
): Promise<void> {
  let query = trx
    .selectFrom('activity')
    .select('id')
    .where('object_id', '=', activity.objectId)
    .where('activity_type', '=', activity.type)
    .where('cancelled', '=', 0);
  if (activity.userId !== undefined) query = query.where('user_id', '=', activity.userId);
  const row = await query.orderBy('id', 'desc').limit(1).executeTakeFirst();
  if (row)
    await trx.updateTable('activity').set({ cancelled: 1, cancelled_at: now }).where('id', '=', row.id).execute();
}
