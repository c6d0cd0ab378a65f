import { type Migration, sql } from 'kysely';
import { engineOf } from '../engine.ts';
import { rebuildSearchIndex } from '../../modules/search/reindex.ts';
import type { UntypedDatabase } from '../untyped.ts';

/**
 * MySQL's search index compared by bytes (utf8mb4_bin), its text written without accents (mysql-word-shares.ts):
 * reading a word off the text took four times as long under utf8mb4_unicode_ci, and searches read it whenever
 * that costs less than the full-text index. Words stay found whatever their accents and case, as the text and
 * the queries are both lower-cased and bare. Rebuilt from the posts; other engines are unchanged.
 */
export const mysqlSearchBinary: Migration = {
  async up(db: UntypedDatabase) {
    if (engineOf(db) !== 'mysql') return;
    await sql`drop table search_index`.execute(db);
    // stop words are read when the index is built, per session
    await db.connection().execute(async (connection) => {
      await sql`set session innodb_ft_enable_stopword = 0`.execute(connection);
      await sql`create table search_index (
        id bigint primary key,
        title text not null,
        body mediumtext not null,
        fulltext search_index_text (title, body),
        fulltext search_index_title (title)
      ) engine = InnoDB default charset = utf8mb4 collate = utf8mb4_bin`.execute(connection);
    });
    await rebuildSearchIndex(db);
  },
};
