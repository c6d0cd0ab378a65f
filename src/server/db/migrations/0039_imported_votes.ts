import type { Migration } from 'kysely';
import { createTable } from './table-builders.ts';
import type { UntypedDatabase } from '../untyped.ts';

/**
 * The up- and downvotes an import found for a post (modules/import/import-votes.ts). A Stack Exchange dump
 * names no voter for them, so they cannot be vote rows (one per person and post); they are kept as counts,
 * which the post's score already reflects and the dashboard's vote count adds to the site's own votes.
 */
export const importedVotes: Migration = {
  async up(db: UntypedDatabase) {
    await createTable(db, 'imported_vote')
      // the question or answer voted on
      .addColumn('object_id', 'bigint', (c) => c.primaryKey())
      .addColumn('up', 'bigint', (c) => c.notNull())
      .addColumn('down', 'bigint', (c) => c.notNull())
      .execute();
  },
  async down(db: UntypedDatabase) {
    await db.schema.dropTable('imported_vote').execute();
  },
};
