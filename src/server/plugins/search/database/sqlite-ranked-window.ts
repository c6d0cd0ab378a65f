import { objectIdRange } from '../../../db/object-id.ts';
import type { UntypedDatabase } from '../../../db/untyped.ts';
import type { SearchObjectType } from '../../../../shared/search/parse-query.ts';
import type { RankedWindow } from './engine-index.ts';
import { ftsQuery } from './fts-query.ts';
import { bm25Part, inverseDocumentFrequency } from './bm25.ts';
import { documentFrequency, holdersIn, idsMatching, indexTotals, lengthsOf } from './sqlite-index-statistics.ts';
import { newestOfAny, postingsOfWords } from './sqlite-word-postings.ts';
import type { FullTextTerms } from './terms.ts';

/** Which posts of the window hold a run, in their title and body, and each post's length. */
interface WindowReads {
  window: string[];
  holdings: Array<(id: string) => { title: boolean; body: boolean }>;
  lengthOf(id: string): number | undefined;
}

/**
 * Words alone: the window and what it holds come from each word's postings (sqlite-word-postings.ts),
 * kept between searches, so a new combination of words met before reads nothing of the index.
 */
async function readsOfWords(
  db: UntypedDatabase,
  tokens: string[],
  kind: SearchObjectType,
  newest: number,
): Promise<WindowReads> {
  const postings = await postingsOfWords(db, tokens, kind, newest);
  const window = newestOfAny(postings, newest);
  const absent = { title: false, body: false };
  return {
    window,
    holdings: postings.map((byId) => (id) => byId.get(id) ?? absent),
    lengthOf: (id) => postings.find((byId) => byId.has(id))?.get(id)?.length,
  };
}

/**
 * With phrases: the newest `newest` matches read unscored, then which of them hold each word or phrase in the
 * title and in the body, newest first from the oldest of them on, and their lengths.
 */
async function readsOfPhrases(
  db: UntypedDatabase,
  terms: FullTextTerms,
  kind: SearchObjectType,
  newest: number,
): Promise<WindowReads> {
  const [low, high] = objectIdRange(kind);
  const window = await idsMatching(db, ftsQuery(terms), [low, high], newest);
  if (window.length === 0) return { window, holdings: [], lengthOf: () => undefined };
  const range: [string, string] = [window.at(-1)!, high];
  const holdings = [];
  for (const run of runsOf(terms)) {
    const title = await holdersIn(db, run, 'title', range);
    const body = await holdersIn(db, run, 'body', range);
    holdings.push((id: string) => ({ title: title.has(id), body: body.has(id) }));
  }
  const lengths = await lengthsOf(db, window);
  return { window, holdings, lengthOf: (id) => lengths.get(id) };
}

const runsOf = (terms: FullTextTerms) => [...terms.tokens.map((token) => [token]), ...terms.phrases];

/**
 * SQLite's ranked window, without FTS5's bm25(): that counts every post holding each word on every call,
 * which for the common words of a large site costs more than all the rest of a search. Instead the window
 * is the newest `newest` matches, unscored, with which of them hold each word (or phrase) in the title and
 * in the body; a word's weight is BM25's inverse document frequency from counts made cheaply and kept a
 * while (documentFrequency), and the tiers come from the same reads: 2 when the title holds every one of
 * several words, 1 when the post does. The score is bm25.ts's, the post's length its tokens in FTS5's
 * table of sizes.
 */
export async function sqliteRankedWindow(
  db: UntypedDatabase,
  terms: FullTextTerms,
  kind: SearchObjectType,
  newest: number,
): Promise<RankedWindow> {
  const { window, holdings, lengthOf } =
    terms.phrases.length === 0
      ? await readsOfWords(db, terms.tokens, kind, newest)
      : await readsOfPhrases(db, terms, kind, newest);
  const scores = new Map(window.map((id) => [id, 0]));
  const tiers = new Map<string, number>();
  if (window.length === 0) return { scores, tiers };
  const runs = runsOf(terms);
  const { posts, averageLength } = await indexTotals(db);
  // how many of the runs each post holds, in its title and anywhere
  const inTitle = new Map<string, number>();
  const inPost = new Map<string, number>();
  for (const [index, run] of runs.entries()) {
    const idf = inverseDocumentFrequency(await documentFrequency(db, run), posts);
    for (const id of window) {
      const { title, body } = holdings[index]!(id);
      if (!title && !body) continue;
      const relativeLength = (lengthOf(id) ?? averageLength) / averageLength;
      scores.set(id, scores.get(id)! + bm25Part(idf, title, body, relativeLength));
      if (title) inTitle.set(id, (inTitle.get(id) ?? 0) + 1);
      inPost.set(id, (inPost.get(id) ?? 0) + 1);
    }
  }
  if (terms.tokens.length >= 2)
    for (const id of window) {
      if (inTitle.get(id) === runs.length) tiers.set(id, 2);
      else if (inPost.get(id) === runs.length) tiers.set(id, 1);
    }
  return { scores, tiers };
}
