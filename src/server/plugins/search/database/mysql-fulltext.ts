import { type RawBuilder, sql } from 'kysely';
import { constants } from '../../../../../generated/constants.ts';
import type { EngineIndex } from './engine-index.ts';

/**
 * InnoDB leaves words shorter than innodb_ft_min_token_size (3 by default) out of FULLTEXT indexes,
 * so such tokens are looked for with a regular expression at the start of a word instead.
 */
const MIN_INDEXED_TOKEN = 3;
const { title_weight: titleWeight } = constants.search;

function wordStart(token: string): RawBuilder<number> {
  // tokens hold only letters and digits, so they need no escaping inside the pattern
  const pattern = `(^|[^[:alnum:]])${token}`;
  return sql<number>`((title regexp ${pattern}) * ${titleWeight} + (body regexp ${pattern}))`;
}

/** MySQL and MariaDB: FULLTEXT indexes on the title, the body and both, asked in boolean mode. */
export const mysqlFullText: EngineIndex = {
  async write(db, posts) {
    if (posts.length === 0) return;
    const rows = posts.map((post) => sql`(${post.id}, ${post.title}, ${post.body})`);
    await sql`insert into search_index (id, title, body) values ${sql.join(rows)}
      on duplicate key update title = values(title), body = values(body)`.execute(db);
  },

  matches({ prefixes, phrases }) {
    const short = prefixes.filter((token) => [...token].length < MIN_INDEXED_TOKEN);
    const indexed = [...prefixes.filter((token) => !short.includes(token)).map((token) => `+${token}*`), ...phrases.map((tokens) => `+"${tokens.join(' ')}"`)];
    const conditions: RawBuilder<unknown>[] = short.map((token) => sql`${wordStart(token)} > 0`);
    const scores: RawBuilder<number>[] = short.map(wordStart);
    if (indexed.length > 0) {
      const query = indexed.join(' ');
      conditions.unshift(sql`match (title, body) against (${query} in boolean mode)`);
      scores.unshift(sql<number>`(match (title) against (${query} in boolean mode) * ${titleWeight} + match (body) against (${query} in boolean mode))`);
    }
    return sql`(select id, ${sql.join(scores, sql` + `)} as relevance from search_index where ${sql.join(conditions, sql` and `)})`;
  },
};
