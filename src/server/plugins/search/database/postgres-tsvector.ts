import { sql } from 'kysely';
import { newestOnly, type EngineIndex } from './engine-index.ts';

/** PostgreSQL: a generated tsvector of title and body under a GIN index. */
export const postgresTsvector: EngineIndex = {
  async write(db, posts) {
    if (posts.length === 0) return;
    const rows = posts.map((post) => sql`(${post.id}, ${post.title}, ${post.body})`);
    await sql`insert into search_index (id, title, body) values ${sql.join(rows)}
      on conflict (id) do update set title = excluded.title, body = excluded.body`.execute(db);
  },

  matches({ tokens, phrases }, newest) {
    // tokens hold only letters and digits, so they cannot be read as tsquery operators
    const query = [...tokens, ...phrases.map((run) => `(${run.join(' <-> ')})`)].join(' & ');
    return sql`(select id from search_index where document @@ to_tsquery('simple', ${query})${newestOnly(newest, sql`id`)})`;
  },
};
