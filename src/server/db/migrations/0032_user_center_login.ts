import type { Migration } from 'kysely';
import { createTableWithId } from './table-builders.ts';
import type { UntypedDatabase } from '../untyped.ts';

/**
 * Which account a user-center agent's person is: one row per agent and person, so the next sign-in
 * through the agent finds the same account.
 */
export const userCenterLogin: Migration = {
  async up(db: UntypedDatabase) {
    await createTableWithId(db, 'user_center_login')
      .addColumn('plugin_slug_name', 'varchar(100)', (column) => column.notNull())
      .addColumn('external_id', 'varchar(128)', (column) => column.notNull())
      .addColumn('user_id', 'bigint', (column) => column.notNull())
      .addColumn('created_at', 'bigint', (column) => column.notNull())
      .addUniqueConstraint('user_center_login_unique', ['plugin_slug_name', 'external_id'])
      .execute();
    await db.schema.createIndex('user_center_login_user').on('user_center_login').column('user_id').execute();
  },
};
