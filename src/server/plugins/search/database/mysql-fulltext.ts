import { type RawBuilder, sql } from 'kysely';
import { constants } from '../../../../../generated/constants.ts';
import { newestOnly, type EngineIndex } from './engine-index.ts';

/**
 * InnoDB leaves words shorter than innodb_ft_min_token_size (3 by default) out of FULLTEXT indexes,
 * so such tokens are looked for with a regular expression matching the whole word instead.
 */
const MIN_INDEXED_TOKEN = 3;
const { title_weight: titleWeight } = constants.search;

function wholeWord(token: string): RawBuilder<number> {
  // tokens hold only letters and digits, so they need no escaping inside the pattern
  const pattern = `(^|[^[:alnum:]])${token}([^[:alnum:]]|$)`;
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

  matches({ tokens, phrases }, { ranked, newest }) {
    const short = tokens.filter((token) => [...token].length < MIN_INDEXED_TOKEN);
    const indexed = [...tokens.filter((token) => !short.includes(token)).map((token) => `+${token}`), ...phrases.map((run) => `+"${run.join(' ')}"`)];
    const conditions: RawBuilder<unknown>[] = short.map((token) => sql`${wholeWord(token)} > 0`);
    const scores: RawBuilder<number>[] = short.map(wholeWord);
    if (indexed.length > 0) {
      const query = indexed.join(' ');
      conditions.unshift(sql`match (title, body) against (${query} in boolean mode)`);
      scores.unshift(sql<number>`(match (title) against (${query} in boolean mode) * ${titleWeight} + match (body) against (${query} in boolean mode))`);
    }
    const relevance = ranked ? sql.join(scores, sql` + `) : sql`0`;
    return sql`(select id, ${relevance} as relevance from search_index where ${sql.join(conditions, sql` and `)}${newestOnly(newest, sql`id`)})`;
  },
};
