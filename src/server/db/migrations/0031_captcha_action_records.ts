import type { Migration } from 'kysely';
import { createTable } from './table-builders.ts';
import type { UntypedDatabase } from '../untyped.ts';

/**
 * The captcha's action records (how often a person or an address did something today) in the
 * database instead of one process's memory: a restart keeps them and every app process counts together.
 */
export const captchaActionRecords: Migration = {
  async up(db: UntypedDatabase) {
    await createTable(db, 'captcha_action_record')
      // "<unit>@<action>@<UTC day>"; 191 characters fit MySQL's utf8mb4 key limit
      .addColumn('record_key', 'varchar(191)', (column) => column.primaryKey())
      .addColumn('hits', 'bigint', (column) => column.notNull())
      // Unix milliseconds of the last action, and of when the record is forgotten
      .addColumn('last_at_ms', 'bigint', (column) => column.notNull())
      .addColumn('expires_at_ms', 'bigint', (column) => column.notNull())
      .execute();
    await db.schema
      .createIndex('captcha_action_record_expires_at_ms_index')
      .on('captcha_action_record')
      .column('expires_at_ms')
      .execute();
  },
};
