import { sql } from 'kysely';
import type { EngineIndex, IndexedText } from './engine-index.ts';
import { matchesQuery, TITLE_WEIGHT } from './match-query.ts';
import { tokensOf } from './terms.ts';

/**
 * InnoDB leaves words shorter than innodb_ft_min_token_size (3 by default) out of FULLTEXT indexes,
 * which would lose most Chinese words and English ones like "go" or "c". The index holds the text as
 * its tokens, each short one padded with underscores (a word character to InnoDB, never in a token)
 * to that length, and queries pad theirs alike.
 */
const MIN_INDEXED_TOKEN = 3;

const padded = (token: string) => token + '_'.repeat(Math.max(0, MIN_INDEXED_TOKEN - [...token].length));
const indexedText = (text: string) => tokensOf(text).map(padded).join(' ');

const row = (post: IndexedText) => sql`(${post.id}, ${indexedText(post.title)}, ${indexedText(post.body)})`;

/**
 * MySQL and MariaDB: FULLTEXT indexes on title and body and on the title alone, scored by natural
 * language relevance with the title's weighted; phrases are required in boolean mode.
 */
export const mysqlFullText: EngineIndex = {
  async write(db, posts) {
    if (posts.length === 0) return;
    await sql`insert into search_index (id, title, body) values ${sql.join(posts.map(row))}
      on duplicate key update title = values(title), body = values(body)`.execute(db);
  },

  async clear(db) {
    await sql`delete from search_index`.execute(db);
  },

  async matches(_db, { tokens, phrases }, options) {
    const words = [...tokens, ...phrases.flat()].map(padded).join(' ');
    const conditions = [
      ...(tokens.length > 0 ? [sql`match (title, body) against (${words})`] : []),
      ...phrases.map((run) => sql`match (title, body) against (${`+"${run.map(padded).join(' ')}"`} in boolean mode)`),
    ];
    const score = sql`(${TITLE_WEIGHT} * match (title) against (${words}) + match (title, body) against (${words}))`;
    return matchesQuery(
      { id: sql`id`, score, where: sql.join(conditions, sql` and `), asInteger: (id) => sql`cast(${id} as unsigned)` },
      options,
    );
  },
};
