import { type Migration, sql } from 'kysely';
import { engineOf } from '../engine.ts';
import { rebuildSearchIndex } from '../../modules/search/reindex.ts';
import type { UntypedDatabase } from '../untyped.ts';

/**
 * The search index again, built for relevance (issue 14): SQLite's FTS5 stems English words (porter);
 * PostgreSQL's tsvector is written by the server with the site language's configuration and the
 * title weighted above the body; MySQL gains a FULLTEXT index on the title alone, so a title match
 * can be weighted, and holds the text as padded tokens (mysql-fulltext.ts). Rebuilt from the posts.
 */
export const searchRelevance: Migration = {
  async up(db: UntypedDatabase) {
    await sql`drop table search_index`.execute(db);
    switch (engineOf(db)) {
      case 'sqlite':
        await sql`create virtual table search_index using fts5(title, body, tokenize = 'porter unicode61 remove_diacritics 2')`.execute(
          db,
        );
        break;
      case 'postgres':
        await sql`create table search_index (id bigint primary key, document tsvector not null)`.execute(db);
        await sql`create index search_index_document_index on search_index using gin (document)`.execute(db);
        break;
      case 'mysql':
        // stop words off (read when the index is built): natural-language relevance already weighs
        // common words little, and a Chinese site's English stop words would be no stop words at all
        await db.connection().execute(async (connection) => {
          await sql`set session innodb_ft_enable_stopword = 0`.execute(connection);
          await sql`create table search_index (
            id bigint primary key,
            title text not null,
            body mediumtext not null,
            fulltext search_index_text (title, body),
            fulltext search_index_title (title)
          ) engine = InnoDB default charset = utf8mb4 collate = utf8mb4_unicode_ci`.execute(connection);
        });
        break;
    }
    await rebuildSearchIndex(db);
  },
};
