import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { constants } from '../../generated/constants.ts';
import { seedCommunity } from './support/community.ts';
import { testEngines } from './support/databases.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

const API = constants.api_prefix;
const { path } = constants.metrics;

/** The value of one sample line (`name{labels} value`) whose labels include all of `labels`. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  const line = text
    .split('\n')
    .find((row) =>
      row.startsWith(`${name}{`) || row.startsWith(`${name} `) ? wanted.every((l) => row.includes(l)) : false,
    );
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
}

describe.each(testEngines())('metrics on $name', (engine) => {
  let local: TestServer;
  let remote: TestServer;
  let people: Awaited<ReturnType<typeof seedCommunity>>;

  beforeAll(async () => {
    local = await startTestServer(engine);
    // a scraper's network that the test's own loopback address is not in
    remote = await startTestServer(engine, { metricsAllow: ['10.0.0.0/8'] });
    people = await seedCommunity(remote);
  });
  afterAll(async () => {
    await local?.close();
    await remote?.close();
  });

  it('counts requests by operation and status, statements by engine, and cache lookups by scope', async () => {
    await local.request(`${API}/siteinfo`);
    await local.request(`${API}/siteinfo`);
    await local.request(`${API}/question/info?id=99`);
    const answer = await local.request(path);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('text/plain');
    const text = answer.text;
    expect(
      sample(text, 'quorum_http_request_duration_seconds_count', { operation: 'getSiteInfo', status: '200' }),
    ).toBe(2);
    expect(sample(text, 'quorum_db_query_duration_seconds_count', { engine: engine.name })).toBeGreaterThan(0);
    expect(sample(text, 'quorum_cache_hits_total', { scope: 'settings' })).toBeGreaterThan(0);
    expect(sample(text, 'quorum_cache_misses_total', { scope: 'settings' })).toBeGreaterThan(0);
    expect(sample(text, 'quorum_mail_outbox_waiting')).toBe(0);
    expect(sample(text, 'quorum_mail_outbox_oldest_age_seconds')).toBe(0);
    expect(sample(text, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
  });

  it('hides the metrics from addresses not allowed, unless an admin asks', async () => {
    const stranger = await remote.request(path);
    expect(stranger.status).toBe(404);
    expect(stranger.text).not.toContain('quorum_');
    expect((await remote.request(path, people.asker.as)).status).toBe(404);
    const admin = await remote.request(path, people.admin.as);
    expect(admin.status).toBe(200);
    expect(admin.text).toContain('quorum_http_request_duration_seconds_bucket');
  });
});
