// The ranked window of words alone, built on every engine from each word's postings kept between searches
// (src/server/plugins/search/database/word-postings.ts): the same window, and the same title and body findings,
// as reading the index for the whole query; and a write to the index is seen by the next search.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type QuorumDatabase } from '../../../../src/server/db/connect.ts';
import { migrateToLatest } from '../../../../src/server/db/migrate.ts';
import { objectIdRange } from '../../../../src/server/db/object-id.ts';
import type { UntypedDatabase } from '../../../../src/server/db/untyped.ts';
import { engineIndex } from '../../../../src/server/plugins/search/database/engine-index.ts';
import { newestHoldingAny } from '../../../../src/server/plugins/search/database/word-postings.ts';
import { createScratchDatabase, testEngines, type ScratchDatabase } from '../../../api/support/databases.ts';

const POSTS = 400;
// small beside POSTS, so that most words fill their lists and a window reaches past some words' oldest
const NEWEST = 25;
const WORDS = ['amber', 'birch', 'cedar', 'delta', 'ember'];
const questionId = (n: number) => String(BigInt(objectIdRange('question')[0]) + BigInt(n));

/** Post n's title and body: each word in some posts' titles and others' bodies, at rates of its own. */
function textOf(n: number) {
  const title = WORDS.filter((_, index) => (n * (index + 3)) % (7 + index * 4) === 0);
  const body = WORDS.filter((_, index) => (n * (index + 5)) % (5 + index * 9) === 1);
  return { title: ['post', ...title].join(' '), body: ['text', ...body, 'filler'.repeat(n % 3)].join(' ') };
}

/** What the window must be, worked out from the texts: the newest NEWEST holding any word, and its tiers. */
function expected(words: string[], posts: number[]) {
  const holds = (text: string, word: string) => text.split(' ').includes(word);
  const window = [];
  for (const n of [...posts].sort((a, b) => b - a)) {
    if (window.length === NEWEST) break;
    const { title, body } = textOf(n);
    if (words.some((word) => holds(title, word) || holds(body, word))) window.push(n);
  }
  const tiers = window.flatMap((n): Array<[string, number]> => {
    const { title, body } = textOf(n);
    if (words.length < 2) return [];
    if (words.every((word) => holds(title, word))) return [[questionId(n), 2]];
    if (words.every((word) => holds(title, word) || holds(body, word))) return [[questionId(n), 1]];
    return [];
  });
  return { window: window.map(questionId).sort(), tiers: new Map(tiers) };
}

const combinations = WORDS.flatMap((first, index) => [
  [first],
  ...WORDS.slice(index + 1).map((second) => [first, second]),
]);

describe.each(testEngines())('the ranked window of words from kept postings on $name', (engine) => {
  const indexed = Array.from({ length: POSTS }, (_, index) => index + 1);
  let scratch: ScratchDatabase;
  let database: QuorumDatabase;
  let db: UntypedDatabase;
  const index = () => engineIndex(db);
  const indexPosts = (posts: number[], executor: UntypedDatabase) =>
    index().write(
      executor,
      posts.map((n) => ({ id: questionId(n), ...textOf(n) })),
    );
  const rankedWindow = (tokens: string[], phrases: string[][] = []) =>
    index().rankedWindow!(db, { tokens, phrases }, 'question', NEWEST);

  beforeAll(async () => {
    scratch = await createScratchDatabase(engine);
    database = createDatabase(scratch.url);
    db = database.db as unknown as UntypedDatabase;
    await migrateToLatest(db);
    await db.transaction().execute((trx) => indexPosts(indexed, trx));
  }, 60_000);
  afterAll(async () => {
    await database?.close();
    await scratch?.drop();
  });

  it('is the newest posts holding any of the words, with the tiers of what they hold, for every pair', async () => {
    for (const words of combinations) {
      const { scores, tiers } = await rankedWindow(words);
      const want = expected(words, indexed);
      expect([[...scores.keys()].sort(), tiers], words.join(' ')).toEqual([want.window, want.tiers]);
    }
  });

  it('gives the same newest posts to the orders that rank nothing', async () => {
    for (const words of combinations) {
      const newest = await newestHoldingAny(db, words, 'question', NEWEST, index().postings);
      expect(newest, words.join(' ')).toEqual(expected(words, indexed).window.reverse());
    }
  });

  it('scores as reading the index for the whole query does: a phrase of one word is that word', async () => {
    for (const words of combinations) {
      const kept = await rankedWindow(words);
      const read = await rankedWindow(words.slice(1), [words.slice(0, 1)]);
      // the phrase must match, so the read window may be smaller; the posts in both score alike
      expect(read.scores.size, words.join(' ')).toBeGreaterThan(0);
      for (const [id, score] of read.scores)
        if (kept.scores.has(id)) expect(kept.scores.get(id), `${words.join(' ')} ${id}`).toBeCloseTo(score, 9);
    }
  });

  it('sees a post indexed after the postings were kept', async () => {
    const words = ['amber', 'cedar'];
    await rankedWindow(words);
    // its title holds amber (a multiple of 7)
    await db.transaction().execute((trx) => indexPosts([POSTS + 6], trx));
    indexed.push(POSTS + 6);
    const { scores } = await rankedWindow(words);
    expect(scores.has(questionId(POSTS + 6))).toBe(true);
    expect([...scores.keys()].sort()).toEqual(expected(words, indexed).window);
  });
});
