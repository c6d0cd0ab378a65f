import { objectIdRange } from '../../../db/object-id.ts';
import { ftsPhrase } from './fts-query.ts';
import { holdersIn, idsMatching, lengthsOf } from './sqlite-index-statistics.ts';
import type { PostingsReader } from './word-postings.ts';

/** SQLite's postings of a word (word-postings.ts): the post's length is its tokens in FTS5's table of sizes. */
export const sqlitePostings: PostingsReader = async (db, token, kind, newest) => {
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
};
