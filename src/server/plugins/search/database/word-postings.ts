import { constants } from '../../../../../generated/constants.ts';
import { remembered } from '../../../cache/database-cache.ts';
import type { UntypedDatabase } from '../../../db/untyped.ts';
import type { SearchObjectType } from '../../../../shared/search/parse-query.ts';

/** Where a word stands in one post: whether its title and its body hold it, and the post's length. */
export interface Posting {
  title: boolean;
  body: boolean;
  length: number | undefined;
}

/** A word's newest posts of a kind, newest first, as plain data (a shared cache keeps JSON). */
export interface StoredPostings {
  ids: string[];
  title: boolean[];
  body: boolean[];
  lengths: Array<number | null>;
}

/**
 * How an engine reads the newest `newest` posts of a kind holding one word, each with what its ranking reads
 * of it (whether the title and the body hold the word, and the post's length as the engine measures it).
 */
export type PostingsReader = (
  db: UntypedDatabase,
  token: string,
  kind: SearchObjectType,
  newest: number,
) => Promise<StoredPostings>;

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

/**
 * A word's postings among the kind's newest `newest` posts holding it, by post id, newest first: read by the
 * engine's `read`, then kept until the index is written (the search_postings scope) or the word counts'
 * expiry. A search of words met before then reads nothing of the index for its window, however new the
 * combination of them.
 */
async function wordPostings(
  db: UntypedDatabase,
  token: string,
  kind: SearchObjectType,
  newest: number,
  read: PostingsReader,
): Promise<ReadonlyMap<string, Posting>> {
  const stored = await remembered(
    db,
    'search_postings',
    `${kind}:${newest}:${JSON.stringify(token)}`,
    constants.search.document_frequency_ttl_seconds,
    () => read(db, token, kind, newest),
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
  read: PostingsReader,
): Promise<Array<ReadonlyMap<string, Posting>>> {
  const postings = [];
  // one after the other: SQLite's connection runs one statement at a time, and most are kept anyway
  for (const token of tokens) postings.push(await wordPostings(db, token, kind, newest, read));
  return postings;
}

/** The newest `newest` posts of a kind holding any of the tokens, from their postings. */
export async function newestHoldingAny(
  db: UntypedDatabase,
  tokens: string[],
  kind: SearchObjectType,
  newest: number,
  read: PostingsReader,
): Promise<string[]> {
  return newestOfAny(await postingsOfWords(db, tokens, kind, newest, read), newest);
}
