import type { Migration } from 'kysely';
import { createTableWithId } from './table-builders.ts';
import type { UntypedDatabase } from '../untyped.ts';

export const userSessions: Migration = {
  async up(db: UntypedDatabase) {
    await createTableWithId(db, 'user_session')
      // SHA-256 of the access token, hex: a leaked table gives no usable tokens.
      .addColumn('token_hash', 'varchar(64)', (column) => column.notNull())
      .addColumn('user_id', 'bigint', (column) => column.notNull())
      .addColumn('created_at', 'bigint', (column) => column.notNull())
      .addColumn('expires_at', 'bigint', (column) => column.notNull())
      .addUniqueConstraint('user_session_token_hash_unique', ['token_hash'])
      .execute();
    await db.schema.createIndex('user_session_user_id_index').on('user_session').column('user_id').execute();
  },
};
