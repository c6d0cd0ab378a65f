import { sql } from 'kysely';
import { constants } from '../../../../../generated/constants.ts';
import type { UntypedDatabase } from '../../../db/untyped.ts';
import type { SearchObjectType } from '../../../../shared/search/parse-query.ts';
import type { EngineIndex, IndexedText } from './engine-index.ts';
import { inverseDocumentFrequency } from './bm25.ts';
import { flaggedPostings, flaggedWindow, runsOf, scoreOf, type Holdings } from './flagged-window.ts';
import { matchesQuery, type MatchOptions } from './match-query.ts';
import { indexCondition, readCondition } from './mysql-conditions.ts';
import { asInteger, holds, indexedText, shareOf } from './mysql-word-shares.ts';
import { averageLength, postsOfKind } from './post-statistics.ts';
import { wordsWindow } from './scored-window.ts';
import type { FullTextTerms } from './terms.ts';
import type { PostingsReader } from './word-postings.ts';

const KINDS: SearchObjectType[] = ['question', 'answer'];

const row = (post: IndexedText) => sql`(${post.id}, ${indexedText(post.title)}, ${indexedText(post.body)})`;

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

// a post's length: its index text's bytes, title and body together (a measure only compared to the average)
const LENGTH = sql`(length(title) + length(body))`;

const holdingsOfRow = (runs: string[][]): Holdings => ({
  title: (run) => holds(runs[run]!, 'title'),
  body: (run) => holds(runs[run]!, 'body'),
  length: LENGTH,
});

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

/**
 * MySQL's postings of a word (word-postings.ts), found as a search of the word alone would find them: the
 * post's length is its index text's bytes.
 */
const mysqlPostings: PostingsReader = async (db, token, kind, newest) => {
  const { runs, where } = await findingOf(db, { tokens: [token], phrases: [] }, { kind, newest });
  return flaggedPostings(
    db,
    { id: sql`id`, where, asInteger },
    [sql`title`, sql`body`],
    { kind, newest },
    holdingsOfRow(runs),
  );
};

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

  async prune(db) {
    await sql`delete from search_index where id not in (select id from question) and id not in (select id from answer)`.execute(
      db,
    );
  },

  async matches(db, terms, options) {
    const { runs, where, weights, average } = await findingOf(db, terms, options);
    const score = scoreOf(weights, average, holdingsOfRow(runs));
    return matchesQuery({ id: sql`id`, score, where, asInteger }, options);
  },

  async rankedWindow(db, terms, kind, newest) {
    const { runs, where, weights, average } = await findingOf(db, terms, { kind, newest, scored: true });
    if (terms.phrases.length === 0)
      return wordsWindow(db, terms.tokens, kind, newest, mysqlPostings, { weights, average });
    const finding = { id: sql`id`, where, asInteger };
    const holdings = holdingsOfRow(runs);
    return flaggedWindow(db, finding, [sql`title`, sql`body`], { kind, newest, terms }, holdings, { weights, average });
  },

  postings: mysqlPostings,
};
