import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { constants } from '../../generated/constants.ts';
import { seedMember } from './support/community.ts';
import { testEngines } from './support/databases.ts';
import { startTcpForwarder, urlThrough, type TcpForwarder } from './support/tcp-forwarder.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

const API = constants.api_prefix;
const { healthz_path: healthz, readyz_path: readyz, check_timeout_ms: checkTimeoutMs } = constants.health;
const idHeader = constants.request_id.header;

/** Asks `path` until its status is `status`, and returns how long that took; fails after `withinMs`. */
async function statusWithin(server: TestServer, path: string, status: number, withinMs: number): Promise<number> {
  const started = performance.now();
  for (;;) {
    const response = await server.request(path);
    const waited = performance.now() - started;
    if (response.status === status) return waited;
    if (waited > withinMs) throw new Error(`${path} still answers ${response.status} after ${Math.round(waited)} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe.each(testEngines())('health and request ids on $name', (engine) => {
  let server: TestServer;
  let behindProxy: TestServer;

  beforeAll(async () => {
    server = await startTestServer(engine, { logLevel: 'info' });
    behindProxy = await startTestServer(engine, { trustedProxies: ['127.0.0.1'] });
  });
  afterAll(async () => {
    await server?.close();
    await behindProxy?.close();
  });

  it('says the process lives and is ready, and never lets either be cached', async () => {
    const live = await server.request(healthz);
    expect(live.status).toBe(200);
    expect(live.body).toEqual({ status: 'ok' });
    const ready = await server.request(readyz);
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({ status: 'ok', checks: { database: 'ok', storage: 'ok' } });
    expect(ready.headers.get('cache-control')).toBe('no-store');
  });

  it('names every answer with a request id of its own, errors included', async () => {
    const answers = await Promise.all([
      server.request(`${API}/siteinfo`),
      server.request(`${API}/question/info?id=1`),
      server.request(`${API}/no-such-call`),
      server.request(healthz),
    ]);
    const ids = answers.map((answer) => answer.headers.get(idHeader));
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]+-[0-9a-z]+$/);
    expect(new Set(ids).size).toBe(ids.length);
    // another process makes ids of another prefix
    const other = (await behindProxy.request(healthz)).headers.get(idHeader)!;
    expect(other.split('-')[0]).not.toBe(ids[0]!.split('-')[0]);
  });

  it("keeps a trusted proxy's well-formed id, and makes its own for anyone else's or a malformed one", async () => {
    const sent = { headers: { [idHeader]: 'lb-7f3a.19:2' } };
    expect((await behindProxy.request(healthz, sent)).headers.get(idHeader)).toBe('lb-7f3a.19:2');
    expect((await server.request(healthz, sent)).headers.get(idHeader)).not.toBe('lb-7f3a.19:2');
    for (const malformed of ['has space', 'x'.repeat(constants.request_id.max_length + 1), 'semi;colon']) {
      const answer = await behindProxy.request(healthz, { headers: { [idHeader]: malformed } });
      expect(answer.headers.get(idHeader)).not.toBe(malformed);
    }
  });

  it('logs one line per request with its method, path without query, status, time, id and user', async () => {
    const answer = await server.request(`${API}/siteinfo?code=secret-from-a-mail`);
    const id = answer.headers.get(idHeader);
    const lines = server.logs.filter((line) => line.request_id === id);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      msg: 'request',
      method: 'GET',
      path: `${API}/siteinfo`,
      status: 200,
      user_id: null,
    });
    expect(typeof lines[0]!.ms).toBe('number');
    expect(JSON.stringify(server.logs)).not.toContain('secret-from-a-mail');

    const member = await seedMember(server, { username: 'logged-lu' });
    const signedIn = await server.request(`${API}/siteinfo`, member.as);
    const line = server.logs.find((entry) => entry.request_id === signedIn.headers.get(idHeader));
    expect(line).toMatchObject({ msg: 'request', user_id: member.id });
  });
});

describe.each(testEngines().filter((engine) => engine.name !== 'sqlite'))(
  'the database out of reach on $name',
  (engine) => {
    let forwarder: TcpForwarder;
    let server: TestServer;

    beforeAll(async () => {
      const admin = new URL(engine.url);
      forwarder = await startTcpForwarder(admin.hostname, Number(admin.port));
      server = await startTestServer(engine, {
        backgroundJobs: true,
        reachDatabaseAt: (url) => urlThrough(forwarder, url),
      });
    });
    afterAll(async () => {
      await forwarder?.restore().catch(() => {});
      await server?.close();
      await forwarder?.close();
    });

    it('answers 503 within 2 s, even calls a cache could answer, and serves again when it returns', async () => {
      expect((await server.request(`${API}/siteinfo`)).status).toBe(200);
      await forwarder.cut();
      // the site's settings come from a cache: only the server's own probe can see the outage
      await statusWithin(server, `${API}/siteinfo`, 503, 2_000);
      const notReady = await server.request(readyz);
      expect(notReady.body.status).toBe('unavailable');
      expect(notReady.body.checks.storage).toBe('ok');
      expect(notReady.body.checks.database).not.toBe('ok');

      const english = await server.request(`${API}/siteinfo`);
      expect(english.status).toBe(503);
      expect(english.body).toMatchObject({
        code: 503,
        reason: 'base.service_unavailable',
        msg: 'The service cannot reach its database right now. Please try again in a moment.',
        data: { request_id: english.headers.get(idHeader) },
      });
      const chinese = await server.request(`${API}/question/page`, { language: 'zh-CN' });
      expect(chinese.status).toBe(503);
      expect(chinese.body.msg).toBe('服务暂时无法连接数据库，请稍后再试。');
      expect((await server.request(healthz)).status).toBe(200);

      await forwarder.restore();
      await statusWithin(server, readyz, 200, 2_000 + checkTimeoutMs);
      expect((await server.request(`${API}/siteinfo`)).status).toBe(200);
      expect((await server.request(`${API}/question/page`)).status).toBe(200);
    });
  },
);
