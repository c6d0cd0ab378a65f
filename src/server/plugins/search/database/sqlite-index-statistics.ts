import { sql } from 'kysely';
import { constants } from '../../../../../generated/constants.ts';
import { remembered } from '../../../cache/database-cache.ts';
import { objectIdRange } from '../../../db/object-id.ts';
import type { UntypedDatabase } from '../../../db/untyped.ts';
import type { SearchObjectType } from '../../../../shared/search/parse-query.ts';
import { ftsPhrase, type FtsColumn } from './fts-query.ts';

/** What SQLite's ranking (sqlite-ranked-window.ts) reads of the FTS5 index besides its matches, and how. */

const TTL_SECONDS = constants.search.document_frequency_ttl_seconds;
const SAMPLE = constants.search.document_frequency_sample;

/**
 * The ids of a kind's posts matching an FTS5 query from `from` to `to`, newest first: FTS5 reads a
 * column filter in descending order many times faster than in ascending order at 400,000 posts.
 */
export async function idsMatching(db: UntypedDatabase, query: string, [from, to]: [string, string], newest?: number) {
  const limit = newest === undefined ? sql`` : sql` limit ${newest}`;
  const { rows } = await sql<{ id: string | number }>`select rowid as id from search_index
    where search_index match ${query} and rowid >= cast(${from} as integer) and rowid <= cast(${to} as integer)
    order by rowid desc${limit}`.execute(db);
  return rows.map((row) => String(row.id));
}

/** Which posts from `from` to `to` hold the run of tokens in that column. */
export async function holdersIn(db: UntypedDatabase, run: string[], column: FtsColumn, range: [string, string]) {
  return new Set(await idsMatching(db, ftsPhrase(run, column), range));
}

/** How many posts of the index have ids from `from` to `to`, read from FTS5's table of their sizes. */
async function postsBetween(db: UntypedDatabase, [from, to]: [string, string]): Promise<number> {
  const { rows } = await sql<{ n: number | string }>`select count(*) as n from search_index_docsize
    where id >= cast(${from} as integer) and id <= cast(${to} as integer)`.execute(db);
  return Number(rows[0]?.n ?? 0);
}

/** How many posts of a kind the index holds. */
const postsOfKind = (db: UntypedDatabase, kind: SearchObjectType) =>
  remembered(db, 'search_statistics', kind, TTL_SECONDS, () => postsBetween(db, objectIdRange(kind)));

/**
 * About how many posts hold the run of tokens (in any column), kept a while. Counting them all reads every
 * one, tens of milliseconds for a word in most of 400,000 posts; so of each kind the newest SAMPLE are read,
 * and when there are that many, the kind's count is estimated from how densely they hold the word: SAMPLE in
 * so many of the newest posts. A common word costs a short read, a rare one its exact count.
 */
export const documentFrequency = (db: UntypedDatabase, run: string[]) =>
  remembered(db, 'search_statistics', JSON.stringify(run), TTL_SECONDS, async () => {
    let frequency = 0;
    for (const kind of ['question', 'answer'] as const) {
      const [low, high] = objectIdRange(kind);
      const newest = await idsMatching(db, ftsPhrase(run), [low, high], SAMPLE);
      frequency +=
        newest.length < SAMPLE
          ? newest.length
          : (SAMPLE * (await postsOfKind(db, kind))) / (await postsBetween(db, [newest.at(-1)!, high]));
    }
    return frequency;
  });

/**
 * The unsigned varints FTS5 writes its sizes in: SQLite's own format, seven bits a byte, most significant
 * first, the high bit set on all but the last (its nine-byte form is for numbers past 2^56, which no size reaches).
 */
function varints(bytes: Uint8Array): number[] {
  const values = [];
  for (let at = 0, value = 0; at < bytes.length; at++) {
    value = value * 128 + (bytes[at]! & 0x7f);
    if (bytes[at]! < 0x80) {
      values.push(value);
      value = 0;
    }
  }
  return values;
}

/**
 * How many posts the index holds and their average length in tokens, from the record FTS5 keeps of them
 * for bm25() (row 1 of its data table: the post count, then each column's total tokens).
 */
export const indexTotals = (db: UntypedDatabase) =>
  remembered(db, 'search_statistics', 'totals', TTL_SECONDS, async () => {
    const { rows } = await sql<{ block: Uint8Array }>`select block from search_index_data where id = 1`.execute(db);
    const [posts = 0, ...columnTokens] = rows[0] ? varints(rows[0].block) : [];
    const tokens = columnTokens.reduce((sum, count) => sum + count, 0);
    return { posts, averageLength: Math.max(tokens / Math.max(posts, 1), 1) };
  });

/** Each post's length in tokens, all columns together, from FTS5's table of sizes (one short row a post). */
export async function lengthsOf(db: UntypedDatabase, ids: string[]): Promise<Map<string, number>> {
  const { rows } = await sql<{ id: string | number; sz: Uint8Array }>`select id, sz from search_index_docsize
    where id in (${sql.join(ids.map((id) => sql`cast(${id} as integer)`))})`.execute(db);
  return new Map(rows.map((row) => [String(row.id), varints(row.sz).reduce((sum, tokens) => sum + tokens, 0)]));
}
