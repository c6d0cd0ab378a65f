import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { constants } from '../../generated/constants.ts';
import { writeSetting } from '../../src/server/db/settings-store.ts';
import { seedCommunity } from './support/community.ts';
import { testEngines } from './support/databases.ts';
import { answerQuestion } from './support/posts.ts';
import { API, ask } from './support/questions.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

// Question lists, their counts, search hits and the site settings are cached (src/server/cache); every
// write that changes them must show in the very next request, whoever makes it.
describe.each(testEngines())('cached lists, searches and settings show writes at once on $name', (engine) => {
  let server: TestServer;
  let people: Awaited<ReturnType<typeof seedCommunity>>;
  const page = async (query: string) =>
    (await server.request(`${API}/question/page?${query}`)).body.data as {
      count: number;
      list: Array<{ id: string; vote_count: number; tags: Array<{ slug_name: string }> }>;
    };

  beforeAll(async () => {
    server = await startTestServer(engine);
    people = await seedCommunity(server);
    await ask(server, people.veteran, { tags: ['caching'] });
  });
  afterAll(() => server.close());

  it('lists a new question, counts it, and drops it when deleted', async () => {
    const before = await page('order=newest');
    const unansweredBefore = await page('order=unanswered');
    const asked = await ask(server, people.asker, { tags: ['caching'] });
    const after = await page('order=newest');
    expect(after.list[0]?.id).toBe(asked.id);
    expect(after.count).toBe(before.count + 1);
    expect((await page('order=unanswered')).count).toBe(unansweredBefore.count + 1);
    expect((await page('tag=caching')).list.map((item) => item.id)).toContain(asked.id);

    const deleted = await server.request(`${API}/question`, {
      method: 'DELETE',
      ...people.admin.as,
      json: { id: asked.id },
    });
    expect(deleted.status).toBe(200);
    const gone = await page('order=newest');
    expect(gone.list.map((item) => item.id)).not.toContain(asked.id);
    expect(gone.count).toBe(before.count);
  });

  it('shows a vote in the list at once', async () => {
    const asked = await ask(server, people.asker, { tags: ['caching'] });
    expect((await page('order=newest')).list[0]).toMatchObject({ id: asked.id, vote_count: 0 });
    const vote = await server.request(`${API}/vote/up`, {
      method: 'POST',
      ...people.veteran.as,
      json: { object_id: asked.id },
    });
    expect(vote.status).toBe(200);
    expect((await page('order=newest')).list[0]).toMatchObject({ id: asked.id, vote_count: 1 });
  });

  it('sees writes made straight to the database, as scripts and tests make them', async () => {
    const asked = await ask(server, people.asker, { tags: ['caching'] });
    expect((await page('order=newest')).list[0]?.id).toBe(asked.id);
    await server.database.db
      .updateTable('question')
      .set({ show: constants.post_show.unlisted })
      .where('id', '=', asked.id)
      .execute();
    expect((await page('order=newest')).list.map((item) => item.id)).not.toContain(asked.id);
  });

  it("counts a person's new question and answer on their profile at once, and no longer a deleted one", async () => {
    const profile = async () =>
      (await server.request(`${API}/personal/user/info?username=${people.answerer.username}`)).body.data as {
        question_count: number;
        answer_count: number;
      };
    const before = await profile();
    const asked = await ask(server, people.answerer, { tags: ['caching'] });
    const answered = await server.request(`${API}/answer`, {
      method: 'POST',
      ...people.answerer.as,
      json: { question_id: (await ask(server, people.veteran, { tags: ['caching'] })).id, content: 'A cached answer.' },
    });
    expect(answered.status).toBe(200);
    expect(await profile()).toMatchObject({
      question_count: before.question_count + 1,
      answer_count: before.answer_count + 1,
    });
    await server.request(`${API}/question`, { method: 'DELETE', ...people.admin.as, json: { id: asked.id } });
    expect((await profile()).question_count).toBe(before.question_count);
  });

  it('finds a new question, voted posts and a newly accepted answer at once, and no longer a deleted question', async () => {
    const search = async (q: string) =>
      (
        (await server.request(`${API}/search?q=${encodeURIComponent(q)}&order=newest`, people.asker.as)).body.data as {
          list: Array<{ object: { id: string } }>;
        }
      ).list.map((item) => item.object.id);
    const before = await search('[caching] cachedword');
    const asked = await ask(server, people.asker, {
      tags: ['caching'],
      content: 'A body holding the cachedword to find.',
    });
    expect(await search('[caching] cachedword')).toEqual([asked.id, ...before]);
    expect(await search('score:1 cachedword')).toEqual([]);
    await server.request(`${API}/vote/up`, { method: 'POST', ...people.veteran.as, json: { object_id: asked.id } });
    expect(await search('score:1 cachedword')).toEqual([asked.id]);

    const answerId = await answerQuestion(server, people.answerer, asked.id, 'An answer to accept.');
    expect(await search(`inquestion:${asked.id} isaccepted:yes`)).toEqual([]);
    const accepted = await server.request(`${API}/answer/acceptance`, {
      method: 'POST',
      ...people.asker.as,
      json: { question_id: asked.id, answer_id: answerId },
    });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect(await search(`inquestion:${asked.id} isaccepted:yes`)).toEqual([answerId]);
    expect(await search(`inquestion:${asked.id} score:1`)).toEqual([]);
    await server.request(`${API}/vote/up`, { method: 'POST', ...people.veteran.as, json: { object_id: answerId } });
    expect(await search(`inquestion:${asked.id} score:1`)).toEqual([answerId]);

    await server.request(`${API}/question`, { method: 'DELETE', ...people.admin.as, json: { id: asked.id } });
    expect(await search('[caching] cachedword')).toEqual(before);
  });

  it('reads a changed setting at once', async () => {
    const reserved = () => page('tag=caching').then((data) => data.list[0]?.tags);
    expect(await reserved()).toEqual([expect.objectContaining({ slug_name: 'caching', reserved: false })]);
    await writeSetting(server.database.db, 'write', { reserved_tags: ['caching'] });
    expect(await reserved()).toEqual([expect.objectContaining({ slug_name: 'caching', reserved: true })]);
  });
});
