import type { Migration } from 'kysely';
import { createTable } from './table-builders.ts';
import type { UntypedDatabase } from '../untyped.ts';

/**
 * What an import (modules/import) has written: one row per source record, naming the row it became.
 * A second run of the same dump finds every record here and writes nothing again, and a run cut short
 * carries on where it stopped.
 */
export const importMap: Migration = {
  async up(db: UntypedDatabase) {
    await createTable(db, 'import_map')
      // the source site's host, e.g. quantumcomputing.stackexchange.com
      .addColumn('source', 'varchar(100)', (c) => c.notNull())
      // user, tag, post, comment, link, favorite
      .addColumn('kind', 'varchar(16)', (c) => c.notNull())
      // a record's id, or a tag's name (at most 35 characters); constants stackexchange_import.source_id_max
      .addColumn('source_id', 'varchar(64)', (c) => c.notNull())
      // our id of the row the record became
      .addColumn('target_id', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('import_map_pk', ['source', 'kind', 'source_id'])
      .execute();
  },
  async down(db: UntypedDatabase) {
    await db.schema.dropTable('import_map').execute();
  },
};
