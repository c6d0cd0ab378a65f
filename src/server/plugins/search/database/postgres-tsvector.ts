import { sql } from 'kysely';
import { constants } from '../../../../../generated/constants.ts';
import { newestOnly, type EngineIndex } from './engine-index.ts';

/** PostgreSQL: a generated tsvector (title weight A, body weight B) under a GIN index; ts_rank ranks. */
export const postgresTsvector: EngineIndex = {
  async write(db, posts) {
    if (posts.length === 0) return;
    const rows = posts.map((post) => sql`(${post.id}, ${post.title}, ${post.body})`);
    await sql`insert into search_index (id, title, body) values ${sql.join(rows)}
      on conflict (id) do update set title = excluded.title, body = excluded.body`.execute(db);
  },

  matches({ tokens, phrases }, { ranked, newest }) {
    // tokens hold only letters and digits, so they cannot be read as tsquery operators
    const query = [...tokens, ...phrases.map((run) => `(${run.join(' <-> ')})`)].join(' & ');
    // ts_rank's weights are {D, C, B, A}: a body (B) match counts 1/title_weight of a title (A) match
    const weights = sql`array[0, 0, ${1 / constants.search.title_weight}, 1]::float4[]`;
    const relevance = ranked ? sql`ts_rank(${weights}, document, query)` : sql`0`;
    return sql`(select id, ${relevance} as relevance from search_index, to_tsquery('simple', ${query}) query where document @@ query${newestOnly(newest, sql`id`)})`;
  },
};
