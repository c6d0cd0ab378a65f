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
      .addColumn('source_id', 'varchar(32)', (c) => c.notNull())
      // our id of what the record became (0 when it became nothing, e.g. a vote on a missing post)
      .addColumn('target_id', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('import_map_pk', ['source', 'kind', 'source_id'])
      .execute();
  },
  async down(db: UntypedDatabase) {
    await db.schema.dropTable('import_map').execute();
  },
};
