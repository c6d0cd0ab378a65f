import { type RawBuilder, sql } from 'kysely';
import type { UntypedDatabase } from '../../../db/untyped.ts';
import type { SearchObjectType } from '../../../../shared/search/parse-query.ts';
import { bm25PartSql } from './bm25.ts';
import type { RankedWindow } from './engine-index.ts';
import { newestOfKind, readRankedWindow, type MatchParts } from './match-query.ts';
import type { FullTextTerms } from './terms.ts';
import type { StoredPostings } from './word-postings.ts';

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
 * A kind's newest `newest` matches with, for each run, whether the post's title (t0, t1…) and body (b0, b1…)
 * hold it, and its length (post_length). The window keeps the index columns the row's expressions read
 * (`columns`); what each post holds is then worked out once, into columns of a layer its limit keeps from
 * being merged into an outer query. Worked out inside the window, a sort would do it for every match; named
 * in each expression, each would read the long text (or PostgreSQL's tsvector) again, which cost more than
 * finding the post.
 */
function flaggedRows(
  finding: Pick<MatchParts, 'id' | 'where' | 'asInteger'>,
  columns: RawBuilder<unknown>[],
  { kind, newest, runs }: { kind: SearchObjectType; newest: number; runs: number },
  row: Holdings,
): RawBuilder<unknown> {
  const flags = Array.from({ length: runs }, (_, run) => [
    sql`${row.title(run)} as ${column('title', run)}`,
    sql`${row.body(run)} as ${column('body', run)}`,
  ]).flat();
  const window = newestOfKind(finding, kind, newest, columns);
  return sql`(select id, ${sql.join(flags)}, ${row.length} as post_length from ${window} as newest
    limit ${newest})`;
}

/** A kind's newest `newest` matches (flaggedRows) ranked in one read: scored and tiered from the flags. */
export function flaggedWindow(
  db: UntypedDatabase,
  finding: Pick<MatchParts, 'id' | 'where' | 'asInteger'>,
  columns: RawBuilder<unknown>[],
  { kind, newest, terms }: { kind: SearchObjectType; newest: number; terms: FullTextTerms },
  row: Holdings,
  ranking: { weights: number[]; average: number },
): Promise<RankedWindow> {
  const flagged = flaggedRows(finding, columns, { kind, newest, runs: runsOf(terms).length }, row);
  return readRankedWindow(db, flagged, scoreOf(ranking.weights, ranking.average, READ), tierOf(terms, READ));
}

/** One word's postings (word-postings.ts) read as flaggedRows: `finding` finds the word, `row` holds it alone. */
export async function flaggedPostings(
  db: UntypedDatabase,
  finding: Pick<MatchParts, 'id' | 'where' | 'asInteger'>,
  columns: RawBuilder<unknown>[],
  { kind, newest }: { kind: SearchObjectType; newest: number },
  row: Holdings,
): Promise<StoredPostings> {
  const flagged = flaggedRows(finding, columns, { kind, newest, runs: 1 }, row);
  const { rows } = await sql<{
    id: string | number;
    t0: number | string;
    b0: number | string;
    post_length: number | string | null;
  }>`select id, t0, b0, post_length from ${flagged} as postings order by id desc`.execute(db);
  return {
    ids: rows.map((posting) => String(posting.id)),
    title: rows.map((posting) => Number(posting.t0) === 1),
    body: rows.map((posting) => Number(posting.b0) === 1),
    lengths: rows.map((posting) => (posting.post_length === null ? null : Number(posting.post_length))),
  };
}
