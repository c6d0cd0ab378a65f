import type { Migration } from 'kysely';
import { createTableWithId, longTextType } from './table-builders.ts';
import type { UntypedDatabase } from '../untyped.ts';

/** Each person's settings of the plugins that have user settings: one row per person and plugin. */
export const pluginUserConfig: Migration = {
  async up(db: UntypedDatabase) {
    await createTableWithId(db, 'plugin_user_config')
      .addColumn('user_id', 'bigint', (column) => column.notNull())
      .addColumn('plugin_slug_name', 'varchar(100)', (column) => column.notNull())
      .addColumn('value', longTextType(db), (column) => column.notNull())
      .addColumn('updated_at', 'bigint', (column) => column.notNull())
      .addUniqueConstraint('plugin_user_config_unique', ['user_id', 'plugin_slug_name'])
      .execute();
  },
};
