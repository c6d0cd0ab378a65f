import type { Kysely } from 'kysely';
import { constants } from '../../../../generated/constants.ts';
import { lockingRead } from '../../db/locking-read.ts';
import { transactionWithRetry } from '../../db/retry-transaction.ts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';

const { rate: RATE, quota_bytes: QUOTA_BYTES } = constants.upload;
const BYTES_PER_MB = 1024 * 1024;
const SECONDS_PER_MINUTE = 60;

export interface UploadRecord {
  userId: string;
  name: string;
  source: string;
  bytes: number;
}

/** Refuses an upload of `bytes` that would pass the user's upload rate or storage quota. */
export async function assertWithinUploadLimits(
  db: Kysely<Database>,
  userId: string,
  bytes: number,
  now: number,
): Promise<void> {
  const recent = await db
    .selectFrom('upload')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('user_id', '=', userId)
    .where('created_at', '>', String(now - RATE.window_seconds))
    .executeTakeFirstOrThrow();
  if (Number(recent.count) >= RATE.max_count) {
    throw AppError.field('file', 'error.upload.rate_limited', {
      max: RATE.max_count,
      minutes: RATE.window_seconds / SECONDS_PER_MINUTE,
    });
  }
  const stored = await db
    .selectFrom('upload')
    .select((eb) => eb.fn.sum<string | number | null>('bytes').as('bytes'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  if (Number(stored.bytes ?? 0) + bytes > QUOTA_BYTES)
    throw AppError.field('file', 'error.upload.quota_exceeded', { max: QUOTA_BYTES / BYTES_PER_MB });
}

/**
 * Counts a stored upload against its user, checking the limits again in the same transaction. The
 * user's row is locked first, so two uploads of one person at once are counted one after the other
 * (SQLite runs one writing transaction at a time anyway).
 */
export async function recordUpload(db: Kysely<Database>, upload: UploadRecord, now: number): Promise<void> {
  await transactionWithRetry(db, async (trx) => {
    await lockingRead(trx, trx.selectFrom('users').select('id').where('id', '=', upload.userId)).execute();
    await assertWithinUploadLimits(trx, upload.userId, upload.bytes, now);
    await trx
      .insertInto('upload')
      .values({
        user_id: upload.userId,
        name: upload.name,
        source: upload.source,
        bytes: upload.bytes,
        created_at: now,
      })
      .execute();
  });
}
