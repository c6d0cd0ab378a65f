import { type Migration, sql } from 'kysely';
import { engineOf } from '../engine.ts';
import { rebuildSearchIndex } from '../../modules/search/reindex.ts';
import type { UntypedDatabase } from '../untyped.ts';

/**
 * PostgreSQL's search index written from the tokens queries are cut into (postgres-tsvector.ts), so that a
 * phrase across a hyphenated word is found: rebuilt from the posts. Other engines are unchanged.
 */
export const postgresSearchTokens: Migration = {
  async up(db: UntypedDatabase) {
    if (engineOf(db) !== 'postgres') return;
    // emptied at once, as deleting every row leaves them behind (PostgreSQL's dead rows until a vacuum,
    // InnoDB's list of deleted full-text documents) for searches to read past
    await sql`truncate table search_index`.execute(db);
    await rebuildSearchIndex(db);
  },
};
