import { sql } from 'kysely';
import type { EngineIndex } from './engine-index.ts';
import { TITLE_WEIGHT } from './bm25.ts';
import { matchesQuery } from './match-query.ts';
import { ftsQuery } from './fts-query.ts';
import { segmentText } from './segment.ts';
import { sqliteRankedWindow } from './sqlite-ranked-window.ts';
import { sqlitePostings } from './sqlite-word-postings.ts';

const asInteger = (id: string) => sql`cast(${id} as integer)`;

/**
 * SQLite: an FTS5 table whose rowid is the post id, its porter tokenizer stemming English words
 * (migration 0021); scored by bm25 with the title weighted, and a search's window ranked without it.
 */
export const sqliteFts: EngineIndex = {
  async write(db, posts) {
    if (posts.length === 0) return;
    const ids = posts.map((post) => asInteger(post.id));
    await sql`delete from search_index where rowid in (${sql.join(ids)})`.execute(db);
    const rows = posts.map(
      (post, index) => sql`(${ids[index]}, ${segmentText(post.title)}, ${segmentText(post.body)})`,
    );
    await sql`insert into search_index (rowid, title, body) values ${sql.join(rows)}`.execute(db);
  },

  async prune(db) {
    await sql`delete from search_index where rowid not in (select id from question) and rowid not in (select id from answer)`.execute(
      db,
    );
  },

  async matches(_db, terms, options) {
    // bm25() is lower for better matches
    const score = sql`-bm25(search_index, ${TITLE_WEIGHT}, 1.0)`;
    return matchesQuery(
      {
        id: sql`rowid`,
        score,
        where: sql`search_index match ${ftsQuery(terms, options.titleOnly ? 'title' : undefined)}`,
        asInteger,
      },
      options,
    );
  },

  rankedWindow: sqliteRankedWindow,

  postings: sqlitePostings,
};
