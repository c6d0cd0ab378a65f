import type { Migration } from 'kysely';
import { createTableWithId } from './table-builders.ts';
import type { UntypedDatabase } from '../untyped.ts';

/** Every stored upload and who made it: the per-user upload rate and storage quota are counted here. */
export const uploads: Migration = {
  async up(db: UntypedDatabase) {
    await createTableWithId(db, 'upload')
      .addColumn('user_id', 'bigint', (column) => column.notNull())
      // the file's name in the uploads directory
      .addColumn('name', 'varchar(64)', (column) => column.notNull())
      .addColumn('source', 'varchar(20)', (column) => column.notNull())
      .addColumn('bytes', 'bigint', (column) => column.notNull())
      .addColumn('created_at', 'bigint', (column) => column.notNull())
      .addUniqueConstraint('upload_name_unique', ['name'])
      .execute();
    await db.schema.createIndex('upload_user_created_index').on('upload').columns(['user_id', 'created_at']).execute();
  },
};
