import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { engineOf } from './engine.ts';
import { transactionWithRetry } from './retry-transaction.ts';
import type { Database } from './schema.ts';

// Expired counters are removed now and then by the hits themselves, so the table stays small without a job.
const SWEEP_CHANCE = 0.01;

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** A counter's key: what is counted, and a hash of whom (an address, an email) so any subject fits the column. */
export function counterKey(scope: string, subject: string): string {
  return `${scope}:${createHash('sha256').update(subject).digest('hex')}`;
}

/**
 * Counts one hit under `key` in a fixed window of `windowSeconds` that starts with the first hit, and
 * returns this hit's number. One statement does the read and the write, so hits at the same moment
 * (from other requests or other app processes) each get a number of their own and none slips past a limit.
 */
export async function countHit(db: Kysely<Database>, key: string, windowSeconds: number): Promise<number> {
  const now = nowSeconds();
  const windowEndsAt = now + windowSeconds;
  if (Math.random() < SWEEP_CHANCE)
    await db.deleteFrom('rate_counter').where('window_ends_at', '<=', String(now)).execute();
  if (engineOf(db) === 'mysql') {
    return transactionWithRetry(db, async (trx) => {
      // MySQL assigns left to right: hits is decided while window_ends_at still holds the old window.
      await trx
        .insertInto('rate_counter')
        .values({ counter_key: key, hits: 1, window_ends_at: windowEndsAt })
        .onDuplicateKeyUpdate({
          hits: sql`if(window_ends_at <= ${now}, 1, hits + 1)`,
          window_ends_at: sql`if(window_ends_at <= ${now}, ${windowEndsAt}, window_ends_at)`,
        })
        .execute();
      // The row stays locked by this transaction, so this reads its own hit.
      const row = await trx
        .selectFrom('rate_counter')
        .select('hits')
        .where('counter_key', '=', key)
        .executeTakeFirstOrThrow();
      return Number(row.hits);
    });
  }
  // On PostgreSQL and SQLite the SET expressions read the row as it was before this statement.
  const row = await db
    .insertInto('rate_counter')
    .values({ counter_key: key, hits: 1, window_ends_at: windowEndsAt })
    .onConflict((conflict) =>
      conflict.column('counter_key').doUpdateSet({
        hits: sql`case when rate_counter.window_ends_at <= cast(${now} as bigint) then 1 else rate_counter.hits + 1 end`,
        window_ends_at: sql`case when rate_counter.window_ends_at <= cast(${now} as bigint) then cast(${windowEndsAt} as bigint) else rate_counter.window_ends_at end`,
      }),
    )
    .returning('hits')
    .executeTakeFirstOrThrow();
  return Number(row.hits);
}

/** The hits counted under `key` in its current window, without counting one (0 once the window ended). */
export async function currentHits(db: Kysely<Database>, key: string): Promise<number> {
  const row = await db
    .selectFrom('rate_counter')
    .select('hits')
    .where('counter_key', '=', key)
    .where('window_ends_at', '>', String(nowSeconds()))
    .executeTakeFirst();
  return row ? Number(row.hits) : 0;
}

/** Takes one hit back (an attempt that turned out fine), never below zero; other hits stay counted. */
export async function takeBackHit(db: Kysely<Database>, key: string): Promise<void> {
  await db
    .updateTable('rate_counter')
    .set({ hits: sql`hits - 1` })
    .where('counter_key', '=', key)
    .where('hits', '>', '0')
    .execute();
}

/** Forgets a counter at once, whatever its window (a state the counter stood for is over). */
export async function forgetCounter(db: Kysely<Database>, key: string): Promise<void> {
  await db.deleteFrom('rate_counter').where('counter_key', '=', key).execute();
}
