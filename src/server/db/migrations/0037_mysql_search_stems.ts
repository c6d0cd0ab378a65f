import { type Migration, sql } from 'kysely';
import { engineOf } from '../engine.ts';
import { rebuildSearchIndex } from '../../modules/search/reindex.ts';
import type { UntypedDatabase } from '../untyped.ts';

/**
 * MySQL's search index written with each word's English stem, as queries now ask for it (mysql-word-shares.ts
 * indexToken): rebuilt from the posts. Other engines are unchanged.
 */
export const mysqlSearchStems: Migration = {
  async up(db: UntypedDatabase) {
    if (engineOf(db) !== 'mysql') return;
    // emptied at once, as deleting every row leaves them behind (PostgreSQL's dead rows until a vacuum,
    // InnoDB's list of deleted full-text documents) for searches to read past
    await sql`truncate table search_index`.execute(db);
    await rebuildSearchIndex(db);
  },
};
