import type { Kysely } from 'kysely';
import { constants } from '../../../../generated/constants.ts';
import type { Database } from '../../db/schema.ts';
import { emailEnabled } from '../settings/notification-config.ts';

type Source = (typeof constants.notification_config.sources)[number];

export const OUTBOX_STATUS = { waiting: 0, sent: 1, given_up: 2, dropped: 3 } as const;

/**
 * Of `userIds`, those who receive mail of `source`: active, not suspended accounts whose email choice
 * for that source is on (stored, or the default of settings/notification-config.ts).
 */
export async function mailRecipients(db: Kysely<Database>, userIds: string[], source: Source): Promise<string[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .selectFrom('users')
    .leftJoin('user_notification_config as config', (join) =>
      join.onRef('config.user_id', '=', 'users.id').on('config.source', '=', source),
    )
    .select(['users.id', 'config.channels'])
    .where('users.id', 'in', userIds)
    .where('users.status', '=', constants.user_status.normal)
    .where('users.mail_status', '=', constants.mail_status.active)
    .execute();
  return rows.filter((row) => emailEnabled(row.channels ?? undefined, source)).map((row) => String(row.id));
}

/**
 * Queues one mail of `kind` per recipient in the caller's transaction; the outbox worker writes and
 * sends it later, so the request never waits for (or fails on) the mail server.
 */
export async function enqueueMails(
  trx: Kysely<Database>,
  recipients: string[],
  kind: string,
  payload: Record<string, unknown>,
  now: number,
  itemCount = 0,
): Promise<void> {
  if (recipients.length === 0) return;
  const content = JSON.stringify(payload);
  await trx
    .insertInto('mail_outbox')
    .values(
      recipients.map((userId) => ({
        user_id: userId,
        kind,
        payload: content,
        item_count: itemCount,
        status: OUTBOX_STATUS.waiting,
        attempts: 0,
        next_attempt_at: now,
        last_error: '',
        created_at: now,
        sent_at: 0,
      })),
    )
    .execute();
}
