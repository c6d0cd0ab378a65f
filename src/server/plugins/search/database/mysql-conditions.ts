import { type RawBuilder, sql } from 'kysely';
import { indexToken, postHolds } from './mysql-word-shares.ts';
import type { FullTextTerms } from './terms.ts';

/**
 * MySQL's two ways of finding the posts that hold any of the words and every phrase (mysql-fulltext.ts
 * picks the cheaper): they find the same posts, which tests/unit/server/search/mysql-conditions.test.ts checks.
 */

/** The match condition through InnoDB's FULLTEXT indexes (the title's own one for titles only). */
export function indexCondition({ tokens, phrases }: FullTextTerms, titleOnly: boolean): RawBuilder<unknown> {
  const columns = titleOnly ? sql`title` : sql`title, body`;
  return sql.join(
    [
      ...(tokens.length > 0 ? [sql`match (${columns}) against (${tokens.map(indexToken).join(' ')})`] : []),
      ...phrases.map(
        (run) => sql`match (${columns}) against (${`+"${run.map(indexToken).join(' ')}"`} in boolean mode)`,
      ),
    ],
    sql` and `,
  );
}

/** The same condition read off the text itself: any of the words, every phrase. */
export function readCondition({ tokens, phrases }: FullTextTerms, titleOnly: boolean): RawBuilder<unknown> {
  const anyToken =
    tokens.length > 0
      ? [
          sql`(${sql.join(
            tokens.map((token) => postHolds([token], titleOnly)),
            sql` or `,
          )})`,
        ]
      : [];
  return sql.join([...anyToken, ...phrases.map((run) => postHolds(run, titleOnly))], sql` and `);
}
