import type { Migration } from 'kysely';
import { createTable } from './table-builders.ts';
import type { UntypedDatabase } from '../untyped.ts';

/**
 * Counters of rate limits (failed logins, mails, captchas issued) and the captchas waiting for an
 * answer, in the database: every app process sees the same counts, and one caller's flood cannot
 * push out anybody else's pending captcha.
 */
export const abuseGuards: Migration = {
  async up(db: UntypedDatabase) {
    await createTable(db, 'rate_counter')
      // what is counted and for whom, e.g. "login.account:<hash>"; 191 characters fit MySQL's utf8mb4 key limit
      .addColumn('counter_key', 'varchar(191)', (column) => column.primaryKey())
      .addColumn('hits', 'bigint', (column) => column.notNull())
      // Unix seconds; a hit at or after it starts a new window at one
      .addColumn('window_ends_at', 'bigint', (column) => column.notNull())
      .execute();
    await db.schema
      .createIndex('rate_counter_window_ends_at_index')
      .on('rate_counter')
      .column('window_ends_at')
      .execute();

    await createTable(db, 'captcha_challenge')
      .addColumn('id', 'varchar(36)', (column) => column.primaryKey())
      // SHA-256 hex of the expected answer: the table alone answers no captcha
      .addColumn('answer_hash', 'varchar(64)', (column) => column.notNull())
      // Unix milliseconds: a captcha lives a few minutes, and expires to the millisecond as it did in memory
      .addColumn('expires_at_ms', 'bigint', (column) => column.notNull())
      .execute();
    await db.schema
      .createIndex('captcha_challenge_expires_at_ms_index')
      .on('captcha_challenge')
      .column('expires_at_ms')
      .execute();
  },
};
