// What SQLite's search ranking reads of the FTS5 index (src/server/plugins/search/database/
// sqlite-index-statistics.ts) on a real index: a word's document count, counted while it is rare and
// estimated from the newest posts once a kind holds it more than `search.document_frequency_sample` times.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { constants } from '../../../../generated/constants.ts';
import { createDatabase, type QuorumDatabase } from '../../../../src/server/db/connect.ts';
import { migrateToLatest } from '../../../../src/server/db/migrate.ts';
import { objectIdRange } from '../../../../src/server/db/object-id.ts';
import type { UntypedDatabase } from '../../../../src/server/db/untyped.ts';
import {
  documentFrequency,
  indexTotals,
  lengthsOf,
} from '../../../../src/server/plugins/search/database/sqlite-index-statistics.ts';

const SAMPLE = constants.search.document_frequency_sample;
// three times the sample, so that a word in every other question is past it
const QUESTIONS = SAMPLE * 3;
const questionId = (n: number) => String(BigInt(objectIdRange('question')[0]) + BigInt(n));

let database: QuorumDatabase;
let db: UntypedDatabase;

beforeAll(async () => {
  database = createDatabase('sqlite::memory:');
  db = database.db as unknown as UntypedDatabase;
  await migrateToLatest(db);
  await db.transaction().execute(async (trx) => {
    for (let n = 1; n <= QUESTIONS; n++) {
      // "fog" in every other question, evenly; "lamp" in 50 of the oldest; "beacon" in the newest
      // SAMPLE + 100 alone; every post four words long
      const title = [
        n % 2 === 0 ? 'fog' : 'mist',
        n <= 50 ? 'lamp' : n > QUESTIONS - SAMPLE - 100 ? 'beacon' : 'tower',
      ].join(' ');
      await sql`insert into search_index (rowid, title, body) values (cast(${questionId(n)} as integer), ${title}, ${'keeper notes'})`.execute(
        trx,
      );
    }
  });
}, 60_000);
afterAll(() => database?.close());

describe('the FTS5 index statistics SQLite ranks with', () => {
  it('counts a word held by fewer posts than the sample exactly', async () => {
    expect(await documentFrequency(db, ['lamp'])).toBe(50);
  });

  it('estimates a common word from the newest posts, close to its true count', async () => {
    const estimate = await documentFrequency(db, ['fog']);
    expect(estimate).toBeGreaterThan(QUESTIONS / 2 - QUESTIONS / 100);
    expect(estimate).toBeLessThan(QUESTIONS / 2 + QUESTIONS / 100);
  });

  it('estimates from how densely the newest posts hold a word, not from a count of them all', async () => {
    // the newest SAMPLE posts all hold it, so the estimate is every post, far from its true SAMPLE + 100:
    // the price of a short read, paid by a word whose use changed lately
    expect(await documentFrequency(db, ['beacon'])).toBe(QUESTIONS);
  });

  it('reads the post count, the average length and each post’s length from the index’s own records', async () => {
    const totals = await indexTotals(db);
    expect(totals.posts).toBe(QUESTIONS);
    expect(totals.averageLength).toBe(4);
    const lengths = await lengthsOf(db, [questionId(1), questionId(2)]);
    expect([...lengths.values()]).toEqual([4, 4]);
  });
});
