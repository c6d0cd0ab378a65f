import type { Migration } from 'kysely';
import { engineOf } from '../engine.ts';
import type { UntypedDatabase } from '../untyped.ts';

/**
 * A user-center agent's ids get the room a connector's have (constants limits.external_id_max, 255): one
 * bound for every id a sign-in service gives a person. SQLite does not enforce a varchar's length, so only
 * PostgreSQL and MySQL change the column.
 */
export const agentExternalId: Migration = {
  async up(db: UntypedDatabase) {
    switch (engineOf(db)) {
      case 'sqlite':
        return;
      case 'postgres':
        await db.schema
          .alterTable('user_center_login')
          .alterColumn('external_id', (column) => column.setDataType('varchar(255)'))
          .execute();
        return;
      case 'mysql':
        await db.schema
          .alterTable('user_center_login')
          .modifyColumn('external_id', 'varchar(255)', (column) => column.notNull())
          .execute();
    }
  },
};
