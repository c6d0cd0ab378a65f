import type { Migration } from 'kysely';
import { createTableWithId } from './table-builders.ts';
import type { UntypedDatabase } from '../untyped.ts';

/** Codes of emailed links, and each user's email notification choices (which unsubscribe links change). */
export const userEmailCodes: Migration = {
  async up(db: UntypedDatabase) {
    await createTableWithId(db, 'user_email_code')
      .addColumn('user_id', 'bigint', (column) => column.notNull())
      .addColumn('purpose', 'varchar(20)', (column) => column.notNull())
      // SHA-256 of the code, hex: the table alone opens no links.
      .addColumn('code_hash', 'varchar(64)', (column) => column.notNull())
      // the address the code was sent to; for an email change, the new address it confirms
      .addColumn('e_mail', 'varchar(100)', (column) => column.notNull())
      .addColumn('created_at', 'bigint', (column) => column.notNull())
      .addColumn('expires_at', 'bigint', (column) => column.notNull())
      .addUniqueConstraint('user_email_code_code_hash_unique', ['code_hash'])
      .execute();
    await db.schema
      .createIndex('user_email_code_user_purpose_index')
      .on('user_email_code')
      .columns(['user_id', 'purpose'])
      .execute();

    await createTableWithId(db, 'user_notification_config')
      .addColumn('user_id', 'bigint', (column) => column.notNull())
      .addColumn('source', 'varchar(64)', (column) => column.notNull())
      // JSON [{key: "email", enable: boolean}]
      .addColumn('channels', 'text', (column) => column.notNull())
      .addColumn('updated_at', 'bigint', (column) => column.notNull())
      .addUniqueConstraint('user_notification_config_user_source_unique', ['user_id', 'source'])
      .execute();
  },
};
