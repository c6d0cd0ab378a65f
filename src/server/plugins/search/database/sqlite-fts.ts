import { sql } from 'kysely';
import { newestOnly, type EngineIndex } from './engine-index.ts';

// tokens hold only letters and digits, so quoting them is all the escaping FTS5 needs
const quoted = (tokens: string[]) => `"${tokens.join(' ')}"`;

/** SQLite: an FTS5 table whose rowid is the post id. */
export const sqliteFts: EngineIndex = {
  async write(db, posts) {
    if (posts.length === 0) return;
    // ids are bound as text (17 digits are past a double's precision); the rowid wants an integer
    const ids = posts.map((post) => sql`cast(${post.id} as integer)`);
    await sql`delete from search_index where rowid in (${sql.join(ids)})`.execute(db);
    const rows = posts.map((post, index) => sql`(${ids[index]}, ${post.title}, ${post.body})`);
    await sql`insert into search_index (rowid, title, body) values ${sql.join(rows)}`.execute(db);
  },

  matches({ tokens, phrases }, newest) {
    const query = [...tokens.map((token) => quoted([token])), ...phrases.map(quoted)].join(' AND ');
    return sql`(select rowid as id from search_index where search_index match ${query}${newestOnly(newest, sql`rowid`)})`;
  },
};
