import { type RawBuilder, sql } from 'kysely';
import { constants } from '../../../../../generated/constants.ts';
import type { UntypedDatabase } from '../../../db/untyped.ts';
import type { SearchObjectType } from '../../../../shared/search/parse-query.ts';
import type { EngineIndex, IndexedText } from './engine-index.ts';
import { bm25PartSql, inverseDocumentFrequency } from './bm25.ts';
import { matchesQuery, newestOfKind, readRankedWindow, type MatchOptions } from './match-query.ts';
import { indexCondition, readCondition } from './mysql-conditions.ts';
import { asInteger, holds, indexedText, shareOf } from './mysql-word-shares.ts';
import { averageLength, postsOfKind } from './post-statistics.ts';
import type { FullTextTerms } from './terms.ts';

const KINDS: SearchObjectType[] = ['question', 'answer'];

const row = (post: IndexedText) => sql`(${post.id}, ${indexedText(post.title)}, ${indexedText(post.body)})`;

/** The query's runs of tokens: each word alone, then each phrase. */
const runsOf = ({ tokens, phrases }: FullTextTerms) => [...tokens.map((token) => [token]), ...phrases];

/** Each run's share of each kind's newest posts (shares[kind][run]), and how many posts each kind has. */
async function statistics(db: UntypedDatabase, runs: string[][]) {
  const [posts, shares] = await Promise.all([
    Promise.all(KINDS.map((kind) => postsOfKind(db, kind))),
    Promise.all(KINDS.map((kind) => Promise.all(runs.map((run) => shareOf(db, run, kind))))),
  ]);
  return { posts, shares };
}

type Statistics = Awaited<ReturnType<typeof statistics>>;

/**
 * How many posts reading in key order looks at before it has the matches asked for: the ones given, or
 * the newest until enough hold the words (their share estimated as if the words came independently), or,
 * with no bound, the posts a tag, user or question narrowed the search to, at most about popular_tag_questions.
 */
function postsWalked(terms: FullTextTerms, { posts, shares }: Statistics, options: MatchOptions): number {
  if (options.ids) return options.ids.length;
  if (options.newest === undefined) return constants.search.popular_tag_questions;
  const kinds = options.kind ? [KINDS.indexOf(options.kind)] : KINDS.map((_, index) => index);
  return kinds.reduce((sum, kind) => {
    const share = (run: number) => shares[kind]![run]!;
    const tokenRuns = terms.tokens.map((_, index) => index);
    const anyToken = tokenRuns.length > 0 ? 1 - tokenRuns.reduce((none, run) => none * (1 - share(run)), 1) : 1;
    const everyPhrase = terms.phrases.reduce((all, _, index) => all * share(terms.tokens.length + index), 1);
    const held = Math.max(anyToken * everyPhrase, 1 / Math.max(posts[kind]!, 1));
    return sum + Math.min(posts[kind]!, options.newest! / held);
  }, 0);
}

/** What the full-text index reads: every post of every kind holding any of the runs, each at mysql_index_match_cost. */
const indexCost = ({ posts, shares }: Statistics) =>
  constants.search.mysql_index_match_cost *
  shares.reduce((sum, kindShares, kind) => sum + kindShares.reduce((all, share) => all + share * posts[kind]!, 0), 0);

/** Each run's rarity: BM25's inverse document frequency, from the kinds' shares. */
function runWeights(runs: string[][], { posts, shares }: Statistics): number[] {
  const total = posts.reduce((sum, count) => sum + count, 0);
  return runs.map((_, index) => {
    const frequency = shares.reduce((sum, kindShares, kind) => sum + kindShares[index]! * posts[kind]!, 0);
    return inverseDocumentFrequency(frequency, Math.max(total, frequency, 1));
  });
}

/**
 * Whether a post holds each run, in its title and in its body, and its length: expressions on the row, or
 * columns read already.
 */
interface Holdings {
  title(run: number): RawBuilder<unknown>;
  body(run: number): RawBuilder<unknown>;
  length: RawBuilder<unknown>;
}

// a post's length: its index text's bytes, title and body together (a measure only compared to the average)
const LENGTH = sql`(length(title) + length(body))`;

const holdingsOfRow = (runs: string[][]): Holdings => ({
  title: (run) => holds(runs[run]!, 'title'),
  body: (run) => holds(runs[run]!, 'body'),
  length: LENGTH,
});

/**
 * The score (bm25.ts): each run's rarity where the post holds it, over the post's length. The same in both
 * ways of finding the posts, so questions found one way and answers the other rank together.
 */
function scoreOf(weights: number[], average: number, holding: Holdings): RawBuilder<unknown> {
  const relativeLength = sql`${holding.length} / ${sql.lit(average)}`;
  const parts = weights.map((weight, run) =>
    bm25PartSql(weight, holding.title(run), holding.body(run), relativeLength),
  );
  return sql`(${sql.join(parts, sql` + `)})`;
}

/** A post's tier (engine-index.ts RankedWindow): every run in the title (2), or in the post (1). */
function tierOf(terms: FullTextTerms, holding: Holdings): RawBuilder<unknown> {
  if (terms.tokens.length < 2) return sql`0`;
  const runs = runsOf(terms).map((_, run) => run);
  const inTitle = sql.join(
    runs.map((run) => holding.title(run)),
    sql` and `,
  );
  const inPost = sql.join(
    runs.map((run) => sql`(${holding.title(run)} or ${holding.body(run)})`),
    sql` and `,
  );
  return sql`case when ${inTitle} then 2 when ${inPost} then 1 else 0 end`;
}

/** How the posts are found: by the index or by reading them, whichever costs less for these words. */
async function findingOf(db: UntypedDatabase, terms: FullTextTerms, options: MatchOptions) {
  const runs = runsOf(terms);
  const [stats, average] = await Promise.all([statistics(db, runs), averageLength(db, 'mysql', LENGTH, asInteger)]);
  const titleOnly = options.titleOnly ?? false;
  const where =
    postsWalked(terms, stats, options) < indexCost(stats)
      ? readCondition(terms, titleOnly)
      : indexCondition(terms, titleOnly);
  return { runs, where, weights: runWeights(runs, stats), average };
}

/** The window's column saying whether its post holds a run in the title (t0, t1…) or the body (b0, b1…). */
const flag = (column: 'title' | 'body', run: number) => sql.raw(`${column === 'title' ? 't' : 'b'}${run}`);

/**
 * MySQL and MariaDB: FULLTEXT indexes on title and body and on the title alone, over the text as its
 * tokens. A search reads the posts by the index or in key order, whichever costs less for its words, and
 * scores what it finds by which words each holds and how rare they are.
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

  async matches(db, terms, options) {
    const { runs, where, weights, average } = await findingOf(db, terms, options);
    const score = scoreOf(weights, average, holdingsOfRow(runs));
    return matchesQuery({ id: sql`id`, score, where, asInteger }, options);
  },

  // each run's LOCATE in a long body costs more than finding the post: the window reads them once a row
  async rankedWindow(db, terms, kind, newest) {
    const { runs, where, weights, average } = await findingOf(db, terms, { kind, newest, scored: true });
    const columns = runs.flatMap((run, index) => [
      sql`${holds(run, 'title')} as ${flag('title', index)}`,
      sql`${holds(run, 'body')} as ${flag('body', index)}`,
    ]);
    columns.push(sql`${LENGTH} as post_length`);
    const read: Holdings = {
      title: (run) => flag('title', run),
      body: (run) => flag('body', run),
      length: sql`post_length`,
    };
    const window = newestOfKind({ id: sql`id`, where, asInteger }, kind, newest, columns);
    return readRankedWindow(db, window, scoreOf(weights, average, read), tierOf(terms, read));
  },
};
