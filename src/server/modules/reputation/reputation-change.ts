import { sql, type Kysely } from 'kysely';
import { constants } from '../../../../generated/constants.ts';
import type { ReputationReason } from '../../../shared/reputation/reasons.ts';
import type { Database } from '../../db/schema.ts';
import { recordAchievement } from '../notification/record.ts';

const { changes, daily_limit: dailyLimit, daily_limit_exclude: capExempt, floor } = constants.reputation;

export interface ReputationEvent {
  /** whose reputation moves */
  userId: string;
  /** who caused it (the voter, the accepter) */
  triggerUserId: string;
  /** the post the event is about */
  objectId: string;
  reason: ReputationReason;
}

const DAY_SECONDS = 86_400;

/** Positive changes already counted against `userId`'s cap today (UTC); taken-back ones no longer count. */
async function gainedToday(db: Kysely<Database>, userId: string, now: number): Promise<number> {
  const row = await db
    .selectFrom('reputation')
    .select(sql<string | number | null>`sum(delta)`.as('gained'))
    .where('user_id', '=', userId)
    .where('cancelled', '=', 0)
    .where('delta', '>', 0)
    .where('created_at', '>=', String(now - (now % DAY_SECONDS)))
    .where('reason', 'not in', [...capExempt])
    .executeTakeFirst();
  return Number(row?.gained ?? 0);
}

/** The delta the rules let through: gains up to the daily cap, losses down to the floor. */
async function allowedDelta(db: Kysely<Database>, event: ReputationEvent, rank: number, now: number): Promise<number> {
  const delta: number = changes[event.reason];
  if (delta > 0) {
    if ((capExempt as readonly string[]).includes(event.reason)) return delta;
    return Math.min(delta, Math.max(0, dailyLimit - (await gainedToday(db, event.userId, now))));
  }
  return Math.min(0, Math.max(delta, floor - rank));
}

/**
 * Applies one reputation event inside the caller's transaction: the change of `constants.reputation`,
 * held to the daily cap and the floor, added to the user's rank and written to the history with the
 * delta actually applied (which is what a later `reverseReputation` takes back). Events whose change is
 * 0 leave no trace. Returns the applied delta.
 */
export async function applyReputation(
  trx: Kysely<Database>,
  event: ReputationEvent,
  now = Math.floor(Date.now() / 1000),
): Promise<number> {
  if (changes[event.reason] === 0) return 0;
  const user = await trx.selectFrom('users').select('rank').where('id', '=', event.userId).executeTakeFirst();
  if (!user) return 0;
  const delta = await allowedDelta(trx, event, user.rank, now);
  await trx
    .insertInto('reputation')
    .values({
      user_id: event.userId,
      trigger_user_id: event.triggerUserId,
      object_id: event.objectId,
      reason: event.reason,
      delta,
      created_at: now,
    })
    .execute();
  if (delta !== 0)
    await trx
      .updateTable('users')
      .set({ rank: sql`${sql.ref('rank')} + ${delta}` })
      .where('id', '=', event.userId)
      .execute();
  await recordAchievement(trx, { ...event, delta }, now);
  return delta;
}

/**
 * Takes back the newest standing change of this event exactly (the stored delta, neither cap nor floor
 * applied again), and marks it cancelled. Without `triggerUserId` any trigger matches (an accept taken
 * back by someone other than who accepted).
 */
export async function reverseReputation(
  trx: Kysely<Database>,
  event: Omit<ReputationEvent, 'triggerUserId'> & { triggerUserId?: string },
): Promise<void> {
  let query = trx
    .selectFrom('reputation')
    .select(['id', 'delta', 'trigger_user_id'])
    .where('user_id', '=', event.userId)
    .where('object_id', '=', event.objectId)
    .where('reason', '=', event.reason)
    .where('cancelled', '=', 0);
  if (event.triggerUserId !== undefined) query = query.where('trigger_user_id', '=', event.triggerUserId);
  const standing = await query.orderBy('id', 'desc').limit(1).executeTakeFirst();
  if (!standing) return;
  await trx.updateTable('reputation').set({ cancelled: 1 }).where('id', '=', standing.id).execute();
  await recordAchievement(
    trx,
    {
      userId: event.userId,
      triggerUserId: String(standing.trigger_user_id),
      objectId: event.objectId,
      delta: -standing.delta,
      takenBack: true,
    },
    Math.floor(Date.now() / 1000),
  );
  if (standing.delta !== 0) {
    await trx
      .updateTable('users')
      .set({ rank: sql`${sql.ref('rank')} - ${standing.delta}` })
      .where('id', '=', event.userId)
      .execute();
  }
}
