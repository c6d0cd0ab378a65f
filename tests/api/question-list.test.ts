import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { constants } from '../../generated/constants.ts';
import { seedCommunity } from './support/community.ts';
import { testEngines } from './support/databases.ts';
import { QueryCounter } from './support/query-counter.ts';
import { API, ask } from './support/questions.ts';
import { relatedAfterRefresh } from './support/related.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';
import { toShortId } from '../../src/shared/permalink/short-id.ts';
import { flushViews } from '../../src/server/modules/question/view-count.ts';

describe.each(testEngines())('question lists, info and related questions on $name', (engine) => {
  let server: TestServer;
  let people: Awaited<ReturnType<typeof seedCommunity>>;
  const queries = new QueryCounter();
  const ids: Record<string, string> = {};
  const page = async (query: string) =>
    (await server.request(`${API}/question/page?${query}`)).body.data as { count: number; list: Array<{ id: string }> };
  const listed = async (query: string) => (await page(query)).list.map((item) => item.id);
  const set = (id: string, values: Record<string, number>) =>
    server.database.db.updateTable('question').set(values).where('id', '=', id).execute();

  beforeAll(async () => {
    server = await startTestServer(engine, { plugins: [queries] });
    people = await seedCommunity(server);
    const now = Math.floor(Date.now() / 1000);
    ids.old = (
      await ask(server, people.veteran, { title: 'Old question about sqlite indexes', tags: ['databases'] })
    ).id;
    ids.voted = (
      await ask(server, people.veteran, { title: 'Voted question about postgres', tags: ['databases', 'postgres'] })
    ).id;
    ids.answered = (await ask(server, people.veteran, { title: 'Answered question about mysql', tags: ['mysql'] })).id;
    ids.pinned = (await ask(server, people.veteran, { title: 'Pinned rules of the site', tags: ['meta'] })).id;
    ids.unlisted = (
      await ask(server, people.veteran, { title: 'Unlisted question about sqlite', tags: ['databases'] })
    ).id;
    ids.deleted = (
      await ask(server, people.veteran, { title: 'Deleted question about sqlite', tags: ['databases'] })
    ).id;
    await set(ids.old, { created_at: now - 30 * 86_400, post_update_time: now - 30 * 86_400 });
    await set(ids.voted, { vote_count: 5, created_at: now - 20, post_update_time: now - 20 });
    await set(ids.answered, { answer_count: 2, created_at: now - 10, post_update_time: now + 5, hot_score: 900 });
    await set(ids.pinned, {
      pin: constants.post_pin.pinned,
      created_at: now - 40 * 86_400,
      post_update_time: now - 40 * 86_400,
      featured: 1,
    });
    await set(ids.unlisted, { show: constants.post_show.unlisted });
    await set(ids.deleted, { status: constants.post_status.deleted });
  });
  afterAll(() => server.close());

  it('orders newest, active, frequent, score and unanswered with pinned first and hidden ones left out', async () => {
    expect(await listed('order=newest')).toEqual([ids.pinned, ids.answered, ids.voted, ids.old]);
    expect(await listed('order=active')).toEqual([ids.pinned, ids.answered, ids.voted, ids.old]);
    expect((await listed('order=frequent'))[0]).toBe(ids.pinned);
    expect((await listed('order=frequent'))[1]).toBe(ids.answered);
    // equal votes and views: the later question first
    expect(await listed('order=score')).toEqual([ids.pinned, ids.voted, ids.answered, ids.old]);
    expect(await listed('order=unanswered')).toEqual([ids.pinned, ids.voted, ids.old]);
  });

  it('filters by tag, days, featured, and pages with the total count', async () => {
    expect(await listed('tag=databases')).toEqual([ids.voted, ids.old]);
    expect(await listed('in_days=7')).toEqual([ids.answered, ids.voted]);
    expect(await listed('featured=true')).toEqual([ids.pinned]);
    const first = await page('page=1&page_size=2');
    expect(first.count).toBe(4);
    expect(first.list.map((item) => item.id)).toEqual([ids.pinned, ids.answered]);
    expect(await listed('page=2&page_size=2')).toEqual([ids.voted, ids.old]);
  });

  it('counts views of people, hides unlisted and deleted questions from others and takes short ids', async () => {
    const first = await server.request(`${API}/question/info?id=${ids.voted}`);
    await flushViews(server.database.db, server.app.log);
    // the same person again within the window: their view counted already
    const second = await server.request(`${API}/question/info?id=${toShortId(ids.voted!)}`);
    expect(second.body.data.view_count).toBe(first.body.data.view_count);
    const other = await server.request(`${API}/question/info?id=${ids.voted}`, people.asker.as);
    expect(other.body.data.view_count).toBe(first.body.data.view_count + 1);
    expect((await server.request(`${API}/question/info?id=${ids.unlisted}`, people.asker.as)).status).toBe(404);
    expect((await server.request(`${API}/question/info?id=${ids.unlisted}`, people.veteran.as)).status).toBe(200);
    expect((await server.request(`${API}/question/info?id=${ids.deleted}`, people.veteran.as)).status).toBe(404);
    expect((await server.request(`${API}/question/info?id=${ids.deleted}`, people.moderator.as)).status).toBe(200);
    expect((await server.request(`${API}/question/info?id=nonsense`)).status).toBe(404);
  });

  it('needs the same number of queries for the question info whatever the number of tags and answers', async () => {
    const few = await ask(server, people.veteran, { tags: ['one-tag'] });
    const many = await ask(server, people.veteran, { tags: ['t1', 't2', 't3', 't4', 't5'] });
    await set(many.id, { answer_count: 40 });
    const measure = async (id: string) => {
      // their view is counted and written first, so no batch of views is written while the queries are counted
      await server.request(`${API}/question/info?id=${id}`, people.asker.as);
      await flushViews(server.database.db, server.app.log);
      queries.reset();
      await server.request(`${API}/question/info?id=${id}`, people.asker.as);
      return queries.count;
    };
    const fewQueries = await measure(few.id);
    expect(await measure(many.id)).toBe(fewQueries);
    expect(fewQueries).toBeLessThan(20);
  });

  it('finds similar titles, related questions, tag suggestions and linked questions', async () => {
    const similar = await server.request(
      `${API}/question/similar?title=${encodeURIComponent('sqlite indexes')}`,
      people.asker.as,
    );
    expect(similar.body.data.map((item: { id: string }) => item.id)).toEqual([ids.old]);
    const related = await relatedAfterRefresh(server, ids.old!);
    // more like this over title, tags and body: listed questions sharing its words; never itself or hidden ones
    const relatedIds = related.body.data.list.map((item: { id: string }) => item.id);
    expect(relatedIds).toContain(ids.voted);
    expect(relatedIds).not.toContain(ids.old);
    expect(relatedIds).not.toContain(ids.unlisted);
    expect(relatedIds).not.toContain(ids.deleted);
    const tags = await server.request(`${API}/question/tags?tag=post`);
    expect(tags.body.data.map((tag: { slug_name: string }) => tag.slug_name)).toEqual(['postgres']);
    const linking = await ask(server, people.veteran, {
      content: `See /answer/questions/${ids.old}/old for the answer.`,
      tags: ['databases'],
    });
    const linked = await server.request(`${API}/question/link?question_id=${ids.old}`);
    expect(linked.body.data.list.map((item: { id: string }) => item.id)).toEqual([linking.id]);
  });
});
