import { type Migration, sql } from 'kysely';
import { engineOf } from '../engine.ts';
import type { UntypedDatabase } from '../untyped.ts';

/**
 * The built-in search plugin's full-text index (plugins/search/database): one row per question or
 * answer, keyed by the post's object id, holding the title (empty for answers) and the body's
 * markdown. Which posts may be found is read from the posts themselves at search time, so only
 * writes of text touch the index.
 */
export const searchIndex: Migration = {
  async up(db: UntypedDatabase) {
    switch (engineOf(db)) {
      case 'sqlite':
        // the rowid is the post id; unicode61 folds case and, with remove_diacritics, accents
        await sql`create virtual table search_index using fts5(title, body, tokenize = 'unicode61 remove_diacritics 2')`.execute(
          db,
        );
        break;
      case 'postgres':
        // 'simple' neither stems nor drops stop words, as the other engines' indexes do not
        await sql`create table search_index (
          id bigint primary key,
          title text not null,
          body text not null,
          document tsvector generated always as (to_tsvector('simple', title) || to_tsvector('simple', body)) stored
        )`.execute(db);
        await sql`create index search_index_document_index on search_index using gin (document)`.execute(db);
        break;
      case 'mysql':
        // a case-insensitive collation, unlike the other tables, so words match whatever their case;
        // stop words off (read when the index is built) so "where" or "about" can be searched for
        await db.connection().execute(async (connection) => {
          await sql`set session innodb_ft_enable_stopword = 0`.execute(connection);
          await sql`create table search_index (
            id bigint primary key,
            title text not null,
            body mediumtext not null,
            fulltext search_index_text (title, body)
          ) engine = InnoDB default charset = utf8mb4 collate = utf8mb4_unicode_ci`.execute(connection);
        });
        break;
    }
    // user:name takes each kind's newest posts of one person: these give them in id order, without a sort
    await db.schema.createIndex('question_user_id_index').on('question').columns(['user_id', 'id']).execute();
    await db.schema.createIndex('answer_user_id_index').on('answer').columns(['user_id', 'id']).execute();
    // filled by 0021_search_relevance, which builds the index again
  },
};
