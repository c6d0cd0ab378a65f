import { sql } from 'kysely';
import type { EngineIndex } from './engine-index.ts';
import { matchesQuery, TITLE_WEIGHT } from './match-query.ts';
import { segmentText } from './segment.ts';
import type { FullTextTerms } from './terms.ts';

// tokens hold only letters and digits, so quoting them is all the escaping FTS5 needs
const quoted = (tokens: string[]) => `"${tokens.join(' ')}"`;
const inTitle = (query: string) => `title : ${query}`;
const asInteger = (id: string) => sql`cast(${id} as integer)`;

/** Any of the tokens, and every phrase, in FTS5's query syntax; in titles only when asked. */
function ftsQuery({ tokens, phrases }: FullTextTerms, titleOnly = false): string {
  const where = titleOnly ? inTitle : (query: string) => query;
  const anyToken = tokens.length > 0 ? [`(${tokens.map((token) => where(quoted([token]))).join(' OR ')})`] : [];
  return [...anyToken, ...phrases.map((run) => where(quoted(run)))].join(' AND ');
}

/**
 * SQLite: an FTS5 table whose rowid is the post id, its porter tokenizer stemming English words
 * (migration 0021); scored by bm25 with the title weighted.
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

  async clear(db) {
    await sql`delete from search_index`.execute(db);
  },

  async matches(_db, terms, options) {
    // bm25() is lower for better matches
    const score = sql`-bm25(search_index, ${TITLE_WEIGHT}, 1.0)`;
    return matchesQuery(
      { id: sql`rowid`, score, where: sql`search_index match ${ftsQuery(terms, options.titleOnly)}`, asInteger },
      options,
    );
  },
};
