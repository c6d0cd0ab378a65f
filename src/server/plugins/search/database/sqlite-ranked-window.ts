import { objectIdRange } from '../../../db/object-id.ts';
import type { UntypedDatabase } from '../../../db/untyped.ts';
import type { SearchObjectType } from '../../../../shared/search/parse-query.ts';
import type { RankedWindow } from './engine-index.ts';
import { ftsPhrase, ftsQuery, type FtsColumn } from './fts-query.ts';
import { bm25Part, inverseDocumentFrequency } from './bm25.ts';
import { documentFrequency, idsMatching, indexTotals, lengthsOf } from './sqlite-index-statistics.ts';
import type { FullTextTerms } from './terms.ts';

/**
 * SQLite's ranked window, without FTS5's bm25(): that counts every post holding each word on every call,
 * which for the common words of a large site costs more than all the rest of a search. Instead the newest
 * `newest` matches are read unscored, then which of them hold each word (or phrase) in the title and in
 * the body, newest first from the oldest of them on; a word's weight is BM25's inverse document frequency
 * from counts made cheaply and kept a while (documentFrequency), and the tiers come
 * from the same reads: 2 when the title holds every one of several words, 1 when the post does.
 * The score is bm25.ts's, the post's length its tokens in FTS5's table of sizes.
 */
export async function sqliteRankedWindow(
  db: UntypedDatabase,
  terms: FullTextTerms,
  kind: SearchObjectType,
  newest: number,
): Promise<RankedWindow> {
  const [low, high] = objectIdRange(kind);
  const window = await idsMatching(db, ftsQuery(terms), [low, high], newest);
  const scores = new Map(window.map((id) => [id, 0]));
  const tiers = new Map<string, number>();
  if (window.length === 0) return { scores, tiers };
  const range: [string, string] = [window.at(-1)!, high];
  const runs = [...terms.tokens.map((token) => [token]), ...terms.phrases];
  const { posts, averageLength } = await indexTotals(db);
  const lengths = await lengthsOf(db, window);
  // how many of the runs each post holds, in its title and anywhere
  const inTitle = new Map<string, number>();
  const inPost = new Map<string, number>();
  for (const run of runs) {
    const frequency = await documentFrequency(db, run);
    const idf = inverseDocumentFrequency(frequency, posts);
    const holding = async (column: FtsColumn) => new Set(await idsMatching(db, ftsPhrase(run, column), range));
    const [title, body] = [await holding('title'), await holding('body')];
    for (const id of window) {
      if (!title.has(id) && !body.has(id)) continue;
      const relativeLength = (lengths.get(id) ?? averageLength) / averageLength;
      scores.set(id, scores.get(id)! + bm25Part(idf, title.has(id), body.has(id), relativeLength));
      if (title.has(id)) inTitle.set(id, (inTitle.get(id) ?? 0) + 1);
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
