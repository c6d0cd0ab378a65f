import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { constants } from '../../generated/constants.ts';
import { writeSetting } from '../../src/server/db/settings-store.ts';
import { adminGet } from './support/admin-calls.ts';
import { seedCommunity } from './support/community.ts';
import { testEngines } from './support/databases.ts';
import { flag } from './support/flags.ts';
import { seedAnswer, seedQuestion } from './support/lifecycle-posts.ts';
import { QueryCounter } from './support/query-counter.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

const DAY = 86_400;

describe.each(testEngines())('admin dashboard on $name', (engine) => {
  let server: TestServer;
  let people: Awaited<ReturnType<typeof seedCommunity>>;
  const queries = new QueryCounter();

  const dashboard = async () => {
    const response = await adminGet(server, '/dashboard', people.admin);
    expect(response.status).toBe(200);
    return response.body.data.info;
  };

  beforeAll(async () => {
    server = await startTestServer(engine, { plugins: [queries] });
    people = await seedCommunity(server);
    const { db } = server.database;
    // resolved, unanswered, closed, deleted; one answer of two deleted; one comment; two votes; an upload
    const resolved = await seedQuestion(server, people.asker);
    await seedAnswer(server, resolved, people.answerer, { accepted: true });
    const extra = await seedAnswer(server, resolved, people.veteran);
    await db.updateTable('answer').set({ status: constants.post_status.deleted }).where('id', '=', extra).execute();
    await seedQuestion(server, people.asker);
    const closed = await seedQuestion(server, people.asker);
    await db.updateTable('question').set({ status: constants.post_status.closed }).where('id', '=', closed).execute();
    const deleted = await seedQuestion(server, people.asker);
    await db.updateTable('question').set({ status: constants.post_status.deleted }).where('id', '=', deleted).execute();
    // a question asked three days ago counts on its own day of the chart
    const old = await seedQuestion(server, people.veteran);
    const threeDaysAgo = Math.floor(Date.now() / 1000) - 3 * DAY;
    await db.updateTable('question').set({ created_at: threeDaysAgo }).where('id', '=', old).execute();
    const at = Math.floor(Date.now() / 1000);
    await db
      .insertInto('vote')
      .values([
        { user_id: people.asker.id, object_id: resolved, object_type: 'question', direction: 1, created_at: at },
        { user_id: people.veteran.id, object_id: resolved, object_type: 'question', direction: 1, created_at: at },
      ])
      .execute();
    // one flag waiting for review (a newcomer flags the resolved question as spam)
    expect((await flag(server, people.newcomer, { object_id: resolved, report_type: 58 })).status).toBe(200);
    await db
      .insertInto('upload')
      .values({ user_id: people.asker.id, name: 'a.png', source: 'post', bytes: 2048, created_at: at })
      .execute();
  });
  afterAll(async () => server?.close());

  it('counts posts, people, votes and uploads, with the resolved and unanswered rates', async () => {
    const data = await dashboard();
    expect(data).toMatchObject({
      // open or closed: the resolved one, the unanswered one, the closed one and the old one
      question_count: 4,
      resolved_count: 1,
      resolved_rate: 25,
      // open without answers: the unanswered one and the old one
      unanswered_count: 2,
      unanswered_rate: 50,
      answer_count: 1,
      comment_count: 0,
      vote_count: 2,
      user_count: 6,
      report_count: 1,
      uploading_files: 1,
      occupying_storage_space: 2048,
    });
  });

  it('reports health: SMTP, HTTPS from the site URL, time zone, start time, versions and the database', async () => {
    const data = await dashboard();
    expect(data).toMatchObject({
      smtp: 'not_configured',
      https: false,
      time_zone: 'UTC',
      login_required: false,
      version_info: { version: expect.any(String), revision: expect.any(String), remote_version: '' },
      node_version: process.version,
      database_engine: engine.name,
    });
    expect(data.app_start_time).toBeLessThanOrEqual(Math.floor(Date.now() / 1000));
    expect(data.app_start_time).toBeGreaterThan(Math.floor(Date.now() / 1000) - 24 * 3600);
    expect(data.database_version).toMatch(/\d+\.\d+/);
    expect(data.database_size).toBeGreaterThan(0);
  });

  it('charts new questions, answers and people per day over the last days, oldest first', async () => {
    const { daily } = await dashboard();
    expect(daily).toHaveLength(constants.admin_dashboard.chart_days);
    const today = new Date().toISOString().slice(0, 10);
    const threeDaysAgo = new Date(Date.now() - 3 * DAY * 1000).toISOString().slice(0, 10);
    expect(daily.at(-1)).toEqual({ date: today, questions: 4, answers: 2, users: 6 });
    expect(daily.find((day: { date: string }) => day.date === threeDaysAgo)).toMatchObject({ questions: 1 });
    const total = daily.reduce((sum: number, day: { questions: number }) => sum + day.questions, 0);
    expect(total).toBe(5);
  });

  it('costs a handful of queries whatever the numbers, then none while cached', async () => {
    await seedQuestion(server, people.asker);
    queries.reset();
    await dashboard();
    const fresh = queries.count;
    queries.reset();
    await dashboard();
    const cached = queries.count;
    // the caller's session and the settings are read either way; the counts, chart and database facts only when fresh
    expect(fresh - cached).toBeGreaterThanOrEqual(6);
    expect(fresh - cached).toBeLessThanOrEqual(8);
    await Promise.all([1, 2, 3].map(() => seedQuestion(server, people.veteran)));
    queries.reset();
    await dashboard();
    expect(queries.count).toBe(fresh);
  });

  it('is emptied by the writes it counts and the settings it reports, not by views', async () => {
    const before = await dashboard();
    await seedQuestion(server, people.asker);
    expect((await dashboard()).question_count).toBe(before.question_count + 1);
    await writeSetting(server.database.db, 'smtp', { smtp_host: 'mail.example.org', smtp_port: 25 });
    await writeSetting(server.database.db, 'general', { name: 'Harbour', site_url: 'https://harbour.example.org' });
    expect(await dashboard()).toMatchObject({ smtp: 'enabled', https: true });
    await dashboard();
    await server.database.db.updateTable('question').set({ view_count: 9 }).execute();
    queries.reset();
    await dashboard();
    const afterView = queries.count;
    await server.database.db.updateTable('question').set({ answer_count: 0 }).execute();
    queries.reset();
    await dashboard();
    expect(queries.count).toBeGreaterThan(afterView);
  });

  it('answers its fields under data.info, as the established clients read them', async () => {
    const response = await adminGet(server, '/dashboard', people.admin);
    expect(Object.keys(response.body.data)).toEqual(['info']);
    expect(response.body.data.info).toMatchObject({ question_count: expect.any(Number), vote_count: 2 });
  });

  it('warns of a proxy whose forwarding headers the site ignores, recorded once per interval', async () => {
    expect((await dashboard()).untrusted_proxies).toEqual([]);
    // this server trusts no proxy: a request naming its client in X-Forwarded-For comes from an untrusted one
    const forwarded = await server.request('/answer/api/v1/siteinfo', {
      headers: { 'X-Forwarded-For': '203.0.113.7' },
    });
    expect(forwarded.status).toBe(200);
    const [proxy, ...others] = (await dashboard()).untrusted_proxies;
    expect(others).toEqual([]);
    expect(proxy).toMatchObject({ address: '127.0.0.1', header: 'x-forwarded-for' });
    expect(proxy.seen_at).toBeGreaterThan(Math.floor(Date.now() / 1000) - 60);
    // within the interval further requests write nothing: the row keeps the time it was given here
    const { db } = server.database;
    const earlier = Math.floor(Date.now() / 1000) - 3600;
    await db.updateTable('proxy_sighting').set({ seen_at: earlier }).execute();
    await server.request('/answer/api/v1/siteinfo', { headers: { Forwarded: 'for=203.0.113.8' } });
    expect((await dashboard()).untrusted_proxies).toEqual([
      { address: '127.0.0.1', header: 'x-forwarded-for', seen_at: earlier },
    ]);
    // a sighting another process of the site recorded shows at once, although the counts are cached
    await db
      .insertInto('proxy_sighting')
      .values({ address: '10.0.0.9', header: 'forwarded', seen_at: earlier + 60 })
      .execute();
    expect((await dashboard()).untrusted_proxies.map((seen: { address: string }) => seen.address)).toEqual([
      '10.0.0.9',
      '127.0.0.1',
    ]);
    // a sighting older than the warning's window is no longer shown
    const stale = Math.floor(Date.now() / 1000) - constants.proxy_warning.shown_seconds - 1;
    await db.updateTable('proxy_sighting').set({ seen_at: stale }).execute();
    expect((await dashboard()).untrusted_proxies).toEqual([]);
  });

  it('records nothing where the proxy is trusted and the visitor is named from its header', async () => {
    const behindProxy = await startTestServer(engine, { trustedProxies: ['127.0.0.1'] });
    try {
      const response = await behindProxy.request('/answer/api/v1/siteinfo', {
        headers: { 'X-Forwarded-For': '203.0.113.7' },
      });
      expect(response.status).toBe(200);
      expect(await behindProxy.database.db.selectFrom('proxy_sighting').selectAll().execute()).toEqual([]);
    } finally {
      await behindProxy.close();
    }
  });

  it('refuses anonymous callers with 401 and members and moderators with 403', async () => {
    expect((await adminGet(server, '/dashboard', null)).status).toBe(401);
    expect((await adminGet(server, '/dashboard', people.asker)).status).toBe(403);
    expect((await adminGet(server, '/dashboard', people.moderator)).status).toBe(403);
  });
});
