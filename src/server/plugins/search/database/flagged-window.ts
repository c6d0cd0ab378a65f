import { type RawBuilder, sql } from 'kysely';
import type { UntypedDatabase } from '../../../db/untyped.ts';
import type { SearchObjectType } from '../../../../shared/search/parse-query.ts';
import { bm25PartSql } from './bm25.ts';
import type { RankedWindow } from './engine-index.ts';
import { newestOfKind, readRankedWindow, type MatchParts } from './match-query.ts';
import type { FullTextTerms } from './terms.ts';

/**
 * How PostgreSQL and MySQL score and tier posts from which runs of the query (its words alone, then its
 * phrases) each holds in its title and in its body, and its length.
 */

/** The query's runs: each word alone, then each phrase. */
export const runsOf = ({ tokens, phrases }: FullTextTerms) => [...tokens.map((token) => [token]), ...phrases];

/**
 * Whether a post holds each run in its title and in its body, as 1 or 0, and its length: expressions on an
 * index row, or the columns a window has read them into.
 */
export interface Holdings {
  title(run: number): RawBuilder<unknown>;
  body(run: number): RawBuilder<unknown>;
  length: RawBuilder<unknown>;
}

/** The score (bm25.ts): each run's weight where the post holds it, its length taken relative to `average`. */
export function scoreOf(weights: number[], average: number, holding: Holdings): RawBuilder<unknown> {
  // times 1.0, so that PostgreSQL does not divide two integers as integers
  const relativeLength = sql`(${holding.length} * 1.0 / ${sql.lit(average)})`;
  const parts = weights.map((weight, run) =>
    bm25PartSql(weight, holding.title(run), holding.body(run), relativeLength),
  );
  return sql`(${sql.join(parts, sql` + `)})`;
}

/** A post's tier (engine-index.ts RankedWindow): every run in its title (2) or in the post (1), with several words. */
export function tierOf(terms: FullTextTerms, holding: Holdings): RawBuilder<unknown> {
  if (terms.tokens.length < 2) return sql`0`;
  const runs = runsOf(terms).map((_, run) => run);
  const inTitle = sql.join(
    runs.map((run) => sql`${holding.title(run)} = 1`),
    sql` and `,
  );
  const inPost = sql.join(
    runs.map((run) => sql`(${holding.title(run)} = 1 or ${holding.body(run)} = 1)`),
    sql` and `,
  );
  return sql`case when ${inTitle} then 2 when ${inPost} then 1 else 0 end`;
}

/** The window's column for whether its post holds a run in the title (t0, t1…) or the body (b0, b1…). */
const column = (field: 'title' | 'body', run: number) => sql.raw(`${field === 'title' ? 't' : 'b'}${run}`);

const READ: Holdings = {
  title: (run) => column('title', run),
  body: (run) => column('body', run),
  length: sql`post_length`,
};

/**
 * A kind's newest `newest` matches ranked in one read. The window keeps the index columns the row's
 * expressions read (`columns`); what each post holds is then worked out once, into columns of a layer its
 * limit keeps from being merged into the outer query, and scored and tiered from them. Worked out inside the
 * window, a sort would do it for every match; named in each expression, each would read the long text (or
 * PostgreSQL's tsvector) again, which cost more than finding the post.
 */
export function flaggedWindow(
  db: UntypedDatabase,
  finding: Pick<MatchParts, 'id' | 'where' | 'asInteger'>,
  columns: RawBuilder<unknown>[],
  { kind, newest, terms }: { kind: SearchObjectType; newest: number; terms: FullTextTerms },
  row: Holdings,
  ranking: { weights: number[]; average: number },
): Promise<RankedWindow> {
  const flags = runsOf(terms).flatMap((_, run) => [
    sql`${row.title(run)} as ${column('title', run)}`,
    sql`${row.body(run)} as ${column('body', run)}`,
  ]);
  const window = newestOfKind(finding, kind, newest, columns);
  const flagged = sql`(select id, ${sql.join(flags)}, ${row.length} as post_length from ${window} as newest
    limit ${newest})`;
  return readRankedWindow(db, flagged, scoreOf(ranking.weights, ranking.average, READ), tierOf(terms, READ));
}
