import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { constants } from '../../generated/constants.ts';
import { adminGet, adminPut } from './support/admin-calls.ts';
import { seedCommunity } from './support/community.ts';
import { testEngines } from './support/databases.ts';
import { seedAnswer, seedQuestion } from './support/lifecycle-posts.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

const { post_status: status } = constants;

describe.each(testEngines())('admin content lists on $name', (engine) => {
  let server: TestServer;
  let people: Awaited<ReturnType<typeof seedCommunity>>;
  const ids: Record<string, string> = {};

  const setQuestion = (id: string, values: { title?: string; status?: number; created_at?: number }) =>
    server.database.db.updateTable('question').set(values).where('id', '=', id).execute();

  beforeAll(async () => {
    server = await startTestServer(engine);
    people = await seedCommunity(server);
    const at = Math.floor(Date.now() / 1000);
    // three questions a second apart so newest-first is certain: one open with an answer, one closed, one deleted
    for (const [index, name] of ['open', 'closed', 'deleted'].entries()) {
      ids[name] = await seedQuestion(server, people.asker);
      await setQuestion(ids[name]!, { title: `Harbour ${name} Tides_100%`, created_at: at - 10 + index });
    }
    await setQuestion(ids.closed!, { status: status.closed });
    await setQuestion(ids.deleted!, { status: status.deleted });
    ids.answer = await seedAnswer(server, ids.open!, people.answerer, { accepted: true });
    ids.deletedAnswer = await seedAnswer(server, ids.open!, people.veteran);
    await server.database.db
      .updateTable('answer')
      .set({ status: status.deleted })
      .where('id', '=', ids.deletedAnswer)
      .execute();
  });
  afterAll(async () => server?.close());

  it('lists available questions newest first in the shape of answer-api-facts §2.1', async () => {
    const response = await adminGet(server, '/question/page', people.admin);
    expect(response.status).toBe(200);
    const { count, list } = response.body.data;
    expect(count).toBe(1);
    expect(list[0]).toMatchObject({
      id: ids.open,
      title: 'Harbour open Tides_100%',
      url_title: expect.any(String),
      vote_count: 0,
      show: constants.post_show.listed,
      pin: constants.post_pin.unpinned,
      answer_count: 2,
      accepted_answer_id: ids.answer,
      create_time: expect.any(Number),
      update_time: expect.any(Number),
      edit_time: 0,
      status: 'available',
      featured: false,
      user_info: { id: people.asker.id, username: people.asker.username },
    });
  });

  it('filters by status (normal is the established name of available) and searches titles whatever the case', async () => {
    const titlesOf = async (query: string) => {
      const response = await adminGet(server, `/question/page?${query}`, people.admin);
      expect(response.status).toBe(200);
      return response.body.data.list.map((item: { id: string }) => item.id);
    };
    expect(await titlesOf('status=closed')).toEqual([ids.closed]);
    expect(await titlesOf('status=deleted')).toEqual([ids.deleted]);
    expect(await titlesOf('status=normal')).toEqual([ids.open]);
    expect(await titlesOf('status=pending')).toEqual([]);
    expect(await titlesOf('status=deleted&query=HARBOUR%20DELETED')).toEqual([ids.deleted]);
    expect(await titlesOf('status=closed&query=harbour%20open')).toEqual([]);
    // LIKE wildcards in the query are matched as written
    expect(await titlesOf('query=tides_100%25')).toEqual([ids.open]);
    expect(await titlesOf('query=tides%25100')).toEqual([]);
  });

  it('lists answers by status, searched by answer:<id>, question title or question_id', async () => {
    const answersOf = async (query: string) => {
      const response = await adminGet(server, `/answer/page?${query}`, people.admin);
      expect(response.status).toBe(200);
      return response.body.data;
    };
    const available = await answersOf('');
    expect(available.count).toBe(1);
    expect(available.list[0]).toEqual({
      id: ids.answer,
      question_id: ids.open,
      description: 'This.',
      create_time: expect.any(Number),
      update_time: expect.any(Number),
      accepted: constants.answer_accepted.yes,
      vote_count: 0,
      status: 'available',
      user_info: expect.objectContaining({ id: people.answerer.id }),
      question_info: { title: 'Harbour open Tides_100%', url_title: expect.any(String) },
    });
    expect((await answersOf('status=deleted')).list.map((item: { id: string }) => item.id)).toEqual([
      ids.deletedAnswer,
    ]);
    expect((await answersOf(`status=deleted&query=answer:${ids.deletedAnswer}`)).count).toBe(1);
    expect((await answersOf(`query=answer:${ids.deletedAnswer}`)).count).toBe(0);
    expect((await answersOf('query=harbour%20OPEN')).count).toBe(1);
    expect((await answersOf('query=harbour%20closed')).count).toBe(0);
    expect((await answersOf(`question_id=${ids.closed}`)).count).toBe(0);
    expect((await answersOf(`status=deleted&question_id=${ids.open}`)).count).toBe(1);
  });

  it('clamps the page size and page to their bounds and refuses what is not a filter', async () => {
    const huge = await adminGet(server, '/question/page?page_size=100000&status=deleted', people.admin);
    expect(huge.status).toBe(200);
    expect(huge.body.data.list).toHaveLength(1);
    const zero = await adminGet(server, '/answer/page?page_size=0&status=deleted', people.admin);
    expect(zero.status).toBe(200);
    expect(zero.body.data.list).toHaveLength(1);
    const beyond = await adminGet(server, '/question/page?page=2', people.admin);
    expect(beyond.body.data).toEqual({ count: 1, list: [] });
    for (const path of [
      '/question/page?status=closed-ish',
      '/answer/page?status=closed',
      `/question/page?query=${'x'.repeat(constants.admin_contents.query_max + 1)}`,
      '/answer/page?question_id=abc',
    ]) {
      const refused = await adminGet(server, path, people.admin);
      expect(refused.status, path).toBe(400);
    }
  });

  it('refuses anonymous callers with 401 and members and moderators with 403', async () => {
    for (const path of ['/question/page', '/answer/page']) {
      expect((await adminGet(server, path, null)).status).toBe(401);
      expect((await adminGet(server, path, people.asker)).status).toBe(403);
      expect((await adminGet(server, path, people.moderator)).status).toBe(403);
    }
  });

  it('a row moves between the status tabs through the post-status calls', async () => {
    expect(
      (await adminPut(server, '/question/status', people.admin, { question_id: ids.deleted, status: 'available' }))
        .status,
    ).toBe(200);
    const available = await adminGet(server, '/question/page', people.admin);
    expect(available.body.data.list.map((item: { id: string }) => item.id)).toEqual([ids.deleted, ids.open]);
    expect(
      (await adminPut(server, '/question/featured', people.admin, { question_id: ids.open, featured: true })).status,
    ).toBe(200);
    const featured = await adminGet(server, '/question/page?query=harbour%20open', people.admin);
    expect(featured.body.data.list[0].featured).toBe(true);
  });
});
