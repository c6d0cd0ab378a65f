import { describe, expect, it, vi } from 'vitest';
import { constants } from '../../generated/constants.ts';
import { createDatabase } from '../../src/server/db/connect.ts';
import { findPosts } from '../../src/server/plugins/search/database/find-posts.ts';
import { searchWorkersOf, type SearchWorkers } from '../../src/server/plugins/search/database/search-workers.ts';
import { searchCondition } from '../../src/server/modules/search/condition.ts';
import type { SearchCondition } from '../../src/server/plugins/search/provider.ts';
import { parseSearchQuery } from '../../src/shared/search/parse-query.ts';
import { seedCommunity } from './support/community.ts';
import { answerQuestion, seedTag } from './support/posts.ts';
import { ask } from './support/questions.ts';
import { startTestServer } from './support/test-server.ts';

/** The condition the search call builds from what is typed, the way it builds it. */
async function condition(
  db: Parameters<typeof searchCondition>[0],
  text: string,
  order: SearchCondition['order'],
): Promise<SearchCondition> {
  const built = await searchCondition(db, parseSearchQuery(text), null, { order, page: 1, size: 10 });
  if (!built) throw new Error(`nothing can match ${text}`);
  return built;
}

/** Searches of a SQLite file are found in worker threads with their own connections (search-workers.ts). */
describe('search workers', () => {
  it(
    'find what the main thread finds, more searches at once than threads, and end with the database',
    { timeout: 60_000 },
    async () => {
      const server = await startTestServer({ name: 'sqlite', url: 'sqlite::memory:' });
      const { db } = server.database;
      let workers: ReturnType<typeof searchWorkersOf>;
      try {
        const { asker, answerer } = await seedCommunity(server);
        await seedTag(server, 'testing');
        const vacuum = await ask(server, asker, { title: 'Vacuum settings for large tables', content: 'Autovacuum.' });
        await ask(server, asker, { title: 'Replication lag', content: 'The vacuum job delays replicas.' });
        await answerQuestion(server, answerer, vacuum.id, 'Tune the vacuum cost limit for large tables.');
        workers = searchWorkersOf(db);
        expect(workers).toBeDefined();
        const asked = await Promise.all(
          (['relevance', 'newest', 'active', 'score'] as const).flatMap((order) => [
            condition(db, 'vacuum tables', order),
            condition(db, 'replication', order),
          ]),
        );
        expect(asked.length).toBeGreaterThan(constants.search.sqlite_workers);
        // the first search starts the threads and is answered by the caller until one has loaded its code
        expect(workers!.find(asked[0]!)).toBeUndefined();
        let first: ReturnType<SearchWorkers['find']>;
        await vi.waitFor(() => expect((first = workers!.find(asked[0]!))).toBeDefined(), { timeout: 30_000 });
        await first;
        // written just before: the threads' own connections see what the server's committed
        const inThreads = await Promise.all(asked.map((each) => workers!.find(each)));
        const inProcess = [];
        for (const each of asked) inProcess.push(await findPosts(db, each));
        expect(inThreads).toEqual(inProcess);
        expect(inThreads[0]!.hits.map((hit) => hit.id)[0]).toBe(vacuum.id);
        // each thread keeps the words' postings between searches (as many searches at once as it takes for every
        // thread to answer one): a question asked since is found by every thread all the same
        const everyThread = () =>
          Promise.all(Array.from({ length: 2 * constants.search.sqlite_workers }, () => workers!.find(asked[0]!)));
        await everyThread();
        const later = await ask(server, asker, { title: 'Vacuum of small tables', content: 'Rarely needed.' });
        const expected = await findPosts(db, asked[0]!);
        expect(expected.hits.map((hit) => hit.id)).toContain(later.id);
        const fromEveryThread = (found: typeof expected) =>
          Array.from({ length: 2 * constants.search.sqlite_workers }, () => found);
        expect(await everyThread()).toEqual(fromEveryThread(expected));
        // and each keeps the posts it looked up: one deleted since is shown by none
        await db
          .updateTable('question')
          .set({ status: constants.post_status.deleted })
          .where('id', '=', later.id)
          .execute();
        const afterDelete = await findPosts(db, asked[0]!);
        expect(afterDelete.hits.map((hit) => hit.id)).not.toContain(later.id);
        expect(await everyThread()).toEqual(fromEveryThread(afterDelete));
      } finally {
        // closing the database ends the threads (close() waits for each to exit) and keeps none after
        await server.close();
      }
      expect(searchWorkersOf(db)).toBeUndefined();
    },
  );

  it('are none for an in-memory SQLite database, which no other connection can open', async () => {
    const database = createDatabase('sqlite::memory:');
    try {
      expect(searchWorkersOf(database.db)).toBeUndefined();
    } finally {
      await database.close();
    }
  });
});
