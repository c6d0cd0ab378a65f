import type { Migration } from 'kysely';
import { createTableWithId, longTextType } from './table-builders.ts';
import type { UntypedDatabase } from '../untyped.ts';

export const siteSettings: Migration = {
  async up(db: UntypedDatabase) {
    await createTableWithId(db, 'site_setting')
      .addColumn('type', 'varchar(64)', (column) => column.notNull())
      .addColumn('content', longTextType(db), (column) => column.notNull())
      .addColumn('updated_at', 'bigint', (column) => column.notNull())
      .addUniqueConstraint('site_setting_type_unique', ['type'])
      .execute();
  },
};
