import { objectIdRange } from '../../../db/object-id.ts';
import type { UntypedDatabase } from '../../../db/untyped.ts';
import type { SearchObjectType } from '../../../../shared/search/parse-query.ts';
import type { RankedWindow } from './engine-index.ts';
import { runsOf } from './flagged-window.ts';
import { ftsQuery } from './fts-query.ts';
import { inverseDocumentFrequency } from './bm25.ts';
import { documentFrequency, holdersIn, idsMatching, indexTotals, lengthsOf } from './sqlite-index-statistics.ts';
import { readsOfPostings, scoreWindow, type WindowReads } from './scored-window.ts';
import { sqlitePostings } from './sqlite-word-postings.ts';
import { postingsOfWords } from './word-postings.ts';
import type { FullTextTerms } from './terms.ts';

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
  const reads =
    terms.phrases.length === 0
      ? readsOfPostings(await postingsOfWords(db, terms.tokens, kind, newest, sqlitePostings), newest)
      : await readsOfPhrases(db, terms, kind, newest);
  if (reads.window.length === 0) return { scores: new Map(), tiers: new Map() };
  const { posts, averageLength } = await indexTotals(db);
  const weights = [];
  for (const run of runsOf(terms)) weights.push(inverseDocumentFrequency(await documentFrequency(db, run), posts));
  return scoreWindow(reads, weights, averageLength, terms.tokens.length >= 2);
}
