import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importStackExchange } from '../../src/server/modules/import/import-stackexchange.ts';
import { adminGet } from './support/admin-calls.ts';
import { seedCommunity } from './support/community.ts';
import { testEngines } from './support/databases.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

const API = '/answer/api/v1';
// hand-written: question 10 has three upvotes and a downvote, answer 11 two upvotes (tests/fixtures/stackexchange)
const FOLDER = new URL('../fixtures/stackexchange/harbour', import.meta.url).pathname;
const SOURCE = 'harbour.stackexchange.com';

describe.each(testEngines())('imported votes on $name', (engine) => {
  let server: TestServer;
  let people: Awaited<ReturnType<typeof seedCommunity>>;
  const db = () => server.database.db;

  const dashboardVotes = async () => {
    const response = await adminGet(server, '/dashboard', people.admin);
    expect(response.status).toBe(200);
    return response.body.data.info.vote_count as number;
  };
  const ourId = async (sourceId: string) =>
    String(
      (
        await db()
          .selectFrom('import_map')
          .select('target_id')
          .where('source', '=', SOURCE)
          .where('kind', '=', 'post')
          .where('source_id', '=', sourceId)
          .executeTakeFirstOrThrow()
      ).target_id,
    );

  beforeAll(async () => {
    server = await startTestServer(engine);
    people = await seedCommunity(server);
    await importStackExchange(db(), FOLDER);
  });
  afterAll(async () => server?.close());

  it("counts the dump's up- and downvotes on the dashboard, in line with the posts' scores", async () => {
    // 3 up + 1 down on the question, 2 up on the answer; the accepted-answer vote, the favourite and the
    // upvote of a post the dump does not hold are no votes here
    expect(await dashboardVotes()).toBe(6);
    const question = await server.request(`${API}/question/info?id=${await ourId('10')}`);
    expect(question.body.data.vote_count).toBe(3 - 1);
    const kept = await db().selectFrom('imported_vote').select(['object_id', 'up', 'down']).execute();
    expect(kept.map((row) => [String(row.object_id), Number(row.up), Number(row.down)]).sort()).toEqual(
      [
        [await ourId('10'), 3, 1],
        [await ourId('11'), 2, 0],
      ].sort(),
    );
    // the favourite, the one vote naming its voter, is a bookmark
    expect(await db().selectFrom('collection').selectAll().execute()).toHaveLength(1);
  });

  it('keeps the same counts when the dump is imported again', async () => {
    const before = await db().selectFrom('imported_vote').selectAll().execute();
    await importStackExchange(db(), FOLDER);
    expect(await db().selectFrom('imported_vote').selectAll().execute()).toEqual(before);
    expect(await dashboardVotes()).toBe(6);
  });

  it("adds the site's own votes to the imported ones", async () => {
    const vote = await server.request(`${API}/vote/up`, {
      method: 'POST',
      ...people.veteran.as,
      json: { object_id: await ourId('11') },
    });
    expect(vote.status).toBe(200);
    expect(await dashboardVotes()).toBe(7);
  });
});
