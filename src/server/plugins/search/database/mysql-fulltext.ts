import { type RawBuilder, sql } from 'kysely';
import { newestOnly, type EngineIndex } from './engine-index.ts';

/**
 * InnoDB leaves words shorter than innodb_ft_min_token_size (3 by default) out of FULLTEXT indexes,
 * so such tokens are looked for with a regular expression matching the whole word instead.
 */
const MIN_INDEXED_TOKEN = 3;

function wholeWord(token: string): RawBuilder<unknown> {
  // tokens hold only letters and digits, so they need no escaping inside the pattern
  const pattern = `(^|[^[:alnum:]])${token}([^[:alnum:]]|$)`;
  return sql`(title regexp ${pattern} or body regexp ${pattern})`;
}

/** MySQL and MariaDB: a FULLTEXT index on title and body, asked in boolean mode. */
export const mysqlFullText: EngineIndex = {
  async write(db, posts) {
    if (posts.length === 0) return;
    const rows = posts.map((post) => sql`(${post.id}, ${post.title}, ${post.body})`);
    await sql`insert into search_index (id, title, body) values ${sql.join(rows)}
      on duplicate key update title = values(title), body = values(body)`.execute(db);
  },

  matches({ tokens, phrases }, newest) {
    const short = tokens.filter((token) => [...token].length < MIN_INDEXED_TOKEN);
    const indexed = [
      ...tokens.filter((token) => !short.includes(token)).map((token) => `+${token}`),
      ...phrases.map((run) => `+"${run.join(' ')}"`),
    ];
    const conditions = short.map(wholeWord);
    if (indexed.length > 0) conditions.unshift(sql`match (title, body) against (${indexed.join(' ')} in boolean mode)`);
    return sql`(select id from search_index where ${sql.join(conditions, sql` and `)}${newestOnly(newest, sql`id`)})`;
  },
};
