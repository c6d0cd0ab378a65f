import { sql, type Kysely } from 'kysely';
import { constants } from '../../../../generated/constants.ts';
import { engineOf } from '../../db/engine.ts';
import { transactionWithRetry } from '../../db/retry-transaction.ts';
import type { Database } from '../../db/schema.ts';
import { staleBefore, type ActionRecord, type CaptchaAction } from './action-rules.ts';

const RECORD_TTL_MS = constants.captcha.record_ttl_seconds * 1000;
// Expired records are removed now and then by the writes themselves, so the table stays small without a job.
const SWEEP_CHANCE = 0.01;

/**
 * Per unit, per action, per UTC day: a count and the time of the last action, kept for
 * record_ttl_seconds after each change (answer-api-facts §1.6). A new day starts a new record. They are
 * in the database, so a restart keeps them and every app process counts the same person together.
 */
export class ActionRecords {
  constructor(
    private readonly db: () => Kysely<Database>,
    private readonly now: () => number = Date.now,
  ) {}

  async get(action: CaptchaAction, unit: string): Promise<ActionRecord | undefined> {
    const row = await this.db()
      .selectFrom('captcha_action_record')
      .select(['hits', 'last_at_ms'])
      .where('record_key', '=', this.#key(action, unit))
      .where('expires_at_ms', '>', String(this.now()))
      .executeTakeFirst();
    return row && { count: Number(row.hits), lastAt: Number(row.last_at_ms) };
  }

  /**
   * Counts one more action; an expired record, or a stale windowed count, starts again at one. One
   * statement reads and writes, so actions at the same moment (in any process) are each counted.
   */
  async add(action: CaptchaAction, unit: string): Promise<ActionRecord> {
    const db = this.db();
    const now = this.now();
    const key = this.#key(action, unit);
    const values = { record_key: key, hits: 1, last_at_ms: now, expires_at_ms: now + RECORD_TTL_MS };
    if (Math.random() < SWEEP_CHANCE)
      await db.deleteFrom('captcha_action_record').where('expires_at_ms', '<=', String(now)).execute();
    const startsAgain = sql<boolean>`captcha_action_record.expires_at_ms <= ${now} or captcha_action_record.last_at_ms < ${staleBefore(action, now)}`;
    const hits = sql<string>`case when ${startsAgain} then 1 else captcha_action_record.hits + 1 end`;
    if (engineOf(db) === 'mysql') {
      return transactionWithRetry(db, async (trx) => {
        // MySQL assigns left to right: hits is decided while the other columns still hold the old record.
        await trx
          .insertInto('captcha_action_record')
          .values(values)
          .onDuplicateKeyUpdate({ hits, last_at_ms: now, expires_at_ms: values.expires_at_ms })
          .execute();
        // The row stays locked by this transaction, so this reads its own count.
        const row = await trx
          .selectFrom('captcha_action_record')
          .select('hits')
          .where('record_key', '=', key)
          .executeTakeFirstOrThrow();
        return { count: Number(row.hits), lastAt: now };
      });
    }
    // On PostgreSQL and SQLite the SET expressions read the row as it was before this statement.
    const row = await db
      .insertInto('captcha_action_record')
      .values(values)
      .onConflict((conflict) =>
        conflict.column('record_key').doUpdateSet({ hits, last_at_ms: now, expires_at_ms: values.expires_at_ms }),
      )
      .returning('hits')
      .executeTakeFirstOrThrow();
    return { count: Number(row.hits), lastAt: now };
  }

  async reset(action: CaptchaAction, unit: string): Promise<void> {
    await this.db().deleteFrom('captcha_action_record').where('record_key', '=', this.#key(action, unit)).execute();
  }

  #key(action: CaptchaAction, unit: string): string {
    const day = new Date(this.now()).toISOString().slice(0, 10);
    return `${unit}@${action}@${day}`;
  }
}
