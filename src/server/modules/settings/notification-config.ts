import type { Kysely } from 'kysely';
import { constants } from '../../../../generated/constants.ts';
import type { BodyOf, DataOf } from '../../../../generated/operations.ts';
import type { Database } from '../../db/schema.ts';
import { engineOf } from '../../db/engine.ts';
import { revokeUnsubscribeCodes } from '../user/unsubscribe-codes.ts';

export type NotificationConfig = DataOf<'getNotificationConfig'>;
type Source = (typeof constants.notification_config.sources)[number];
type Channel = (typeof constants.notification_config.channels)[number];

/** Inbox mails are on until a user turns them off; mails about every new question are opt-in. */
const ENABLED_BY_DEFAULT: Record<Source, boolean> = {
  inbox: true,
  all_new_question: false,
  all_new_question_for_following_tags: false,
};
const EMAIL: Channel = 'email';

export function emailEnabled(channels: string | undefined, source: Source): boolean {
  if (channels === undefined) return ENABLED_BY_DEFAULT[source];
  const entries = JSON.parse(channels) as Array<{ key: string; enable: boolean }>;
  return entries.find((entry) => entry.key === EMAIL)?.enable ?? ENABLED_BY_DEFAULT[source];
}

/** GET user/notification/config: the email choice of each source, stored or default. */
export async function readNotificationConfig(db: Kysely<Database>, userId: string): Promise<NotificationConfig> {
  const rows = await db
    .selectFrom('user_notification_config')
    .select(['source', 'channels'])
    .where('user_id', '=', userId)
    .execute();
  const stored = new Map(rows.map((row) => [row.source, row.channels]));
  const config = {} as Record<Source, { key: Channel; enable: boolean }>;
  for (const source of constants.notification_config.sources)
    config[source] = { key: EMAIL, enable: emailEnabled(stored.get(source), source) };
  return config;
}

/**
 * PUT user/notification/config: stores every source's email choice in one transaction; other channels are
 * kept. Turning a source's mails back on subscribes again: the unsubscribe links of earlier mails end.
 */
export async function writeNotificationConfig(
  db: Kysely<Database>,
  userId: string,
  config: BodyOf<'updateNotificationConfig'>,
): Promise<void> {
  const now = Math.floor(Date.now() / 1000);
  await db.transaction().execute(async (trx) => {
    const rows = await trx
      .selectFrom('user_notification_config')
      .select(['source', 'channels'])
      .where('user_id', '=', userId)
      .execute();
    const resubscribes = constants.notification_config.sources.some(
      (source) => config[source].enable && !emailEnabled(rows.find((row) => row.source === source)?.channels, source),
    );
    if (resubscribes) await revokeUnsubscribeCodes(trx, userId);
    for (const source of constants.notification_config.sources) {
      const existing = rows.find((row) => row.source === source);
      const others = existing
        ? (JSON.parse(existing.channels) as Array<{ key: string; enable: boolean }>).filter(
            (entry) => entry.key !== EMAIL,
          )
        : [];
      const channels = JSON.stringify([...others, { key: EMAIL, enable: config[source].enable }]);
      const insert = trx
        .insertInto('user_notification_config')
        .values({ user_id: userId, source, channels, updated_at: now });
      if (engineOf(trx) === 'mysql') await insert.onDuplicateKeyUpdate({ channels, updated_at: now }).execute();
      else
        await insert
          .onConflict((conflict) => conflict.columns(['user_id', 'source']).doUpdateSet({ channels, updated_at: now }))
          .execute();
    }
  });
}
