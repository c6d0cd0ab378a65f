import type { Kysely } from 'kysely';
import { constants } from '../../../../generated/constants.ts';
import type { Database } from '../../db/schema.ts';
import type { HandlerContext } from '../../http/request-context.ts';
import { AppError } from '../../http/app-error.ts';
import { unsubscribeCodeOwner } from './unsubscribe-codes.ts';
import { nowSeconds } from './users.ts';
import { transactionWithRetry } from '../../db/retry-transaction.ts';

/** Turns off a channel for every notification source of a user, keeping their other channels. */
async function disableChannel(
  db: Kysely<Database>,
  userId: string,
  channel: (typeof constants.notification_config.channels)[number],
): Promise<void> {
  const now = nowSeconds();
  const existing = await db
    .selectFrom('user_notification_config')
    .select(['id', 'source', 'channels'])
    .where('user_id', '=', userId)
    .execute();
  for (const source of constants.notification_config.sources) {
    const row = existing.find((entry) => entry.source === source);
    const channels = (row ? (JSON.parse(row.channels) as Array<{ key: string; enable: boolean }>) : []).filter(
      (entry) => entry.key !== channel,
    );
    const content = JSON.stringify([...channels, { key: channel, enable: false }]);
    if (row)
      await db
        .updateTable('user_notification_config')
        .set({ channels: content, updated_at: now })
        .where('id', '=', row.id)
        .execute();
    else
      await db
        .insertInto('user_notification_config')
        .values({ user_id: userId, source, channels: content, updated_at: now })
        .execute();
  }
}

/**
 * Follows an unsubscribe link from a notification mail: no more notification emails for that user. The
 * link is not used up: following it again (or another mail's) changes nothing and says the same.
 */
export async function unsubscribe(context: HandlerContext, code: string): Promise<void> {
  await transactionWithRetry(context.services.db, async (trx) => {
    const userId = await unsubscribeCodeOwner(trx, code);
    if (userId === null) throw AppError.forbidden('error.email.verify_url_expired', 'url_expired');
    await disableChannel(trx, userId, 'email');
  });
}
