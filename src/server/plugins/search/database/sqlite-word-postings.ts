import { constants } from '../../../../../generated/constants.ts';
import { remembered } from '../../../cache/database-cache.ts';
import { objectIdRange } from '../../../db/object-id.ts';
import type { UntypedDatabase } from '../../../db/untyped.ts';
import type { SearchObjectType } from '../../../../shared/search/parse-query.ts';
import { ftsPhrase } from './fts-query.ts';
import { holdersIn, idsMatching, lengthsOf } from './sqlite-index-statistics.ts';

/** Where a word stands in one post: whether its title and its body hold it, and the post's length in tokens. */
export interface Posting {
  title: boolean;
  body: boolean;
  length: number | undefined;
}

/** A word's newest posts of a kind, newest first, as plain data (a shared cache keeps JSON). */
interface StoredPostings {
  ids: string[];
  title: boolean[];
  body: boolean[];
  lengths: Array<number | null>;
}

/**
 * The newest `newest` posts of a kind holding the word, each with what SQLite's ranking reads of it, kept
 * until the index is written (the search_postings scope) or the word counts' expiry. A search of words
 * met before then reads nothing of the index for its window, however new the combination of them.
 */
async function storedPostings(
  db: UntypedDatabase,
  token: string,
  kind: SearchObjectType,
  newest: number,
): Promise<StoredPostings> {
  const [low, high] = objectIdRange(kind);
  const ids = await idsMatching(db, ftsPhrase([token]), [low, high], newest);
  if (ids.length === 0) return { ids, title: [], body: [], lengths: [] };
  const title = await holdersIn(db, [token], 'title', [ids.at(-1)!, high]);
  const body = await holdersIn(db, [token], 'body', [ids.at(-1)!, high]);
  const lengths = await lengthsOf(db, ids);
  return {
    ids,
    title: ids.map((id) => title.has(id)),
    body: ids.map((id) => body.has(id)),
    lengths: ids.map((id) => lengths.get(id) ?? null),
  };
}

/**
 * Each kept list as a map by post id, made once per list the cache holds (a shared store hands out a new
 * list each time, which is then mapped each time). Shared between searches: read, never changed.
 */
const mapped = new WeakMap<StoredPostings, ReadonlyMap<string, Posting>>();

function byPostId(stored: StoredPostings): ReadonlyMap<string, Posting> {
  let byId = mapped.get(stored);
  if (!byId) {
    byId = new Map(
      stored.ids.map((id, index) => [
        id,
        { title: stored.title[index]!, body: stored.body[index]!, length: stored.lengths[index] ?? undefined },
      ]),
    );
    mapped.set(stored, byId);
  }
  return byId;
}

/** A word's postings among the kind's newest `newest` posts holding it, by post id, newest first. */
async function wordPostings(
  db: UntypedDatabase,
  token: string,
  kind: SearchObjectType,
  newest: number,
): Promise<ReadonlyMap<string, Posting>> {
  const stored = await remembered(
    db,
    'search_postings',
    `${kind}:${newest}:${JSON.stringify(token)}`,
    constants.search.document_frequency_ttl_seconds,
    () => storedPostings(db, token, kind, newest),
  );
  return byPostId(stored);
}

/**
 * The newest `newest` posts holding any of the words, from each word's own newest `newest`: a post among
 * them is at least as new as the oldest of every word's full list, so each list tells exactly whether the
 * post holds its word. The lists are newest first, so they are merged; ids of one kind have the same
 * number of digits, so the newer compares higher as text too.
 */
export function newestOfAny(postings: Array<ReadonlyMap<string, Posting>>, newest: number): string[] {
  const lists = postings.map((byId) => byId.keys());
  const heads = lists.map((ids) => ids.next().value);
  const merged: string[] = [];
  while (merged.length < newest) {
    const newestId = heads.reduce<string | undefined>(
      (high, id) => (id !== undefined && (high === undefined || id > high) ? id : high),
      undefined,
    );
    if (newestId === undefined) break;
    merged.push(newestId);
    for (const [list, id] of heads.entries()) if (id === newestId) heads[list] = lists[list]!.next().value;
  }
  return merged;
}

/** Each token's postings, in the tokens' order. */
export async function postingsOfWords(
  db: UntypedDatabase,
  tokens: string[],
  kind: SearchObjectType,
  newest: number,
): Promise<Array<ReadonlyMap<string, Posting>>> {
  const postings = [];
  // one after the other: SQLite's connection runs one statement at a time anyway
  for (const token of tokens) postings.push(await wordPostings(db, token, kind, newest));
  return postings;
}

/** The newest `newest` posts of a kind holding any of the tokens, from their postings. */
export async function newestHoldingAny(
  db: UntypedDatabase,
  tokens: string[],
  kind: SearchObjectType,
  newest: number,
): Promise<string[]> {
  return newestOfAny(await postingsOfWords(db, tokens, kind, newest), newest);
}
