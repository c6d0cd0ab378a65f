import type { RankedWindow } from './engine-index.ts';
import { bm25Part } from './bm25.ts';
import type { UntypedDatabase } from '../../../db/untyped.ts';
import type { SearchObjectType } from '../../../../shared/search/parse-query.ts';
import { newestOfAny, postingsOfWords, type Posting, type PostingsReader } from './word-postings.ts';

/** Which posts of a window hold each run of the query (a word, or a phrase), in their title and body, and each post's length. */
export interface WindowReads {
  window: string[];
  holdings: Array<(id: string) => { title: boolean; body: boolean }>;
  lengthOf(id: string): number | undefined;
}

/** A window of words alone and what it holds, from each word's postings (word-postings.ts), the words in order. */
export function readsOfPostings(postings: Array<ReadonlyMap<string, Posting>>, newest: number): WindowReads {
  const absent = { title: false, body: false };
  return {
    window: newestOfAny(postings, newest),
    holdings: postings.map((byId) => (id) => byId.get(id) ?? absent),
    lengthOf: (id) => postings.find((byId) => byId.has(id))?.get(id)?.length,
  };
}

/**
 * A window scored in the server by bm25.ts, each run by its weight (`weights`, in the order of `holdings`)
 * and a post's length relative to `average`, as the engines score it in SQL; with several words (`tiered`),
 * a post's tier is 2 when its title holds every run, 1 when the post does.
 */
export function scoreWindow(
  { window, holdings, lengthOf }: WindowReads,
  weights: number[],
  average: number,
  tiered: boolean,
): RankedWindow {
  const scores = new Map(window.map((id) => [id, 0]));
  const tiers = new Map<string, number>();
  // how many of the runs each post holds, in its title and anywhere
  const inTitle = new Map<string, number>();
  const inPost = new Map<string, number>();
  for (const [run, holding] of holdings.entries()) {
    for (const id of window) {
      const { title, body } = holding(id);
      if (!title && !body) continue;
      const relativeLength = (lengthOf(id) ?? average) / average;
      scores.set(id, scores.get(id)! + bm25Part(weights[run]!, title, body, relativeLength));
      if (title) inTitle.set(id, (inTitle.get(id) ?? 0) + 1);
      inPost.set(id, (inPost.get(id) ?? 0) + 1);
    }
  }
  if (tiered)
    for (const id of window) {
      if (inTitle.get(id) === holdings.length) tiers.set(id, 2);
      else if (inPost.get(id) === holdings.length) tiers.set(id, 1);
    }
  return { scores, tiers };
}

/** A window of words alone from their kept postings, read by `read` where not kept, scored by `ranking`. */
export async function wordsWindow(
  db: UntypedDatabase,
  tokens: string[],
  kind: SearchObjectType,
  newest: number,
  read: PostingsReader,
  ranking: { weights: number[]; average: number },
): Promise<RankedWindow> {
  const reads = readsOfPostings(await postingsOfWords(db, tokens, kind, newest, read), newest);
  return scoreWindow(reads, ranking.weights, ranking.average, tokens.length >= 2);
}
