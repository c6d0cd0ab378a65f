import type { Kysely } from 'kysely';
import type { DataOf } from '../../../../generated/operations.ts';
import type { Database } from '../../db/schema.ts';
import type { HandlerContext } from '../../http/request-context.ts';
import { AppError } from '../../http/app-error.ts';
import { reviewQueueCount } from './review-count.ts';

type ListType = 'inbox' | 'achievement';

async function badgeCount(db: Kysely<Database>, userId: string, type: ListType): Promise<number> {
  const row = await db
    .selectFrom('notification')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('user_id', '=', userId)
    .where('type', '=', type)
    .where('badge', '=', 1)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** GET notification/status: the badge counts, and the waiting reviews for people who may review. */
export async function notificationStatus(
  context: HandlerContext,
  userId: string,
): Promise<DataOf<'getNotificationStatus'>> {
  const { db } = context.services;
  const [inbox, achievement, review] = await Promise.all([
    badgeCount(db, userId, 'inbox'),
    badgeCount(db, userId, 'achievement'),
    reviewQueueCount(context),
  ]);
  return { inbox, achievement, revision: review.count, can_revision: review.canReview, badge_award: null };
}

/** PUT notification/status: the list's badge goes to zero; its items keep their read state. */
export async function clearBadge(db: Kysely<Database>, userId: string, type: ListType): Promise<void> {
  await db
    .updateTable('notification')
    .set({ badge: 0 })
    .where('user_id', '=', userId)
    .where('type', '=', type)
    .where('badge', '=', 1)
    .execute();
}

/** PUT notification/read/state: one of the caller's own items; anyone else's is not found. */
export async function markRead(db: Kysely<Database>, userId: string, id: string): Promise<void> {
  const result = await db
    .updateTable('notification')
    .set({ is_read: 1, badge: 0 })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) {
    // MySQL counts changed rows only: an item already read is still the caller's
    const mine = await db
      .selectFrom('notification')
      .select('id')
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (!mine) throw AppError.notFound('error.notification.not_found');
  }
}

/** PUT notification/read/state/all: every item of the list read, its badge cleared. */
export async function markAllRead(db: Kysely<Database>, userId: string, type: ListType): Promise<void> {
  await db
    .updateTable('notification')
    .set({ is_read: 1, badge: 0 })
    .where('user_id', '=', userId)
    .where('type', '=', type)
    .where('is_read', '=', 0)
    .execute();
}
