import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

const hashAnswer = (answer: string) => createHash('sha256').update(answer).digest('hex');

/**
 * The captchas waiting for an answer, in the database: every app process can check any of them, and
 * however many one caller asks for, nobody else's pending captcha is pushed out. Only a hash of each
 * answer is stored.
 */
export class DatabaseChallengeStore {
  constructor(
    private readonly db: () => Kysely<Database>,
    private readonly now: () => number = Date.now,
  ) {}

  /** Keeps a new challenge's expected answer (already normalized) for ttlMs; expired ones go first. */
  async put(id: string, answer: string, ttlMs: number): Promise<void> {
    const db = this.db();
    const now = this.now();
    await db.deleteFrom('captcha_challenge').where('expires_at_ms', '<=', String(now)).execute();
    await db
      .insertInto('captcha_challenge')
      .values({ id, answer_hash: hashAnswer(answer), expires_at_ms: now + ttlMs })
      .execute();
  }

  /** Uses the challenge up, right or wrong, and tells whether the answer matched before it expired. */
  async take(id: string, answer: string): Promise<boolean> {
    const db = this.db();
    const row = await db
      .selectFrom('captcha_challenge')
      .select(['answer_hash', 'expires_at_ms'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) return false;
    const deleted = await db.deleteFrom('captcha_challenge').where('id', '=', id).executeTakeFirst();
    // Of two answers at the same moment only the one that deleted the row counts.
    if (Number(deleted.numDeletedRows) !== 1) return false;
    return Number(row.expires_at_ms) > this.now() && row.answer_hash === hashAnswer(answer);
  }
}
