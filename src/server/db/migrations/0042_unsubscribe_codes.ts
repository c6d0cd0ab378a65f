import { sql, type Migration } from 'kysely';
import { createTableWithId } from './table-builders.ts';
import type { UntypedDatabase } from '../untyped.ts';

/**
 * The unsubscribe codes of notification mails in a table of their own: every mail's link keeps working
 * until its person subscribes again (modules/user/unsubscribe-codes.ts), so they have no expiry and are
 * not used up, unlike the codes of user_email_code. The codes already mailed move over.
 */
export const unsubscribeCodes: Migration = {
  async up(db: UntypedDatabase) {
    await createTableWithId(db, 'unsubscribe_code')
      .addColumn('user_id', 'bigint', (column) => column.notNull())
      // SHA-256 of the code, hex: the table alone opens no links
      .addColumn('code_hash', 'varchar(64)', (column) => column.notNull())
      .addColumn('created_at', 'bigint', (column) => column.notNull())
      .addUniqueConstraint('unsubscribe_code_code_hash_unique', ['code_hash'])
      .execute();
    await db.schema.createIndex('unsubscribe_code_user_index').on('unsubscribe_code').column('user_id').execute();
    await sql`insert into unsubscribe_code (user_id, code_hash, created_at)
      select user_id, code_hash, created_at from user_email_code where purpose = 'unsubscribe'`.execute(db);
    await db.deleteFrom('user_email_code').where('purpose', '=', 'unsubscribe').execute();
  },
};
