import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { constants } from '../../generated/constants.ts';
import { ADMIN_API, adminGet, adminPut } from './support/admin-calls.ts';
import { seedCommunity } from './support/community.ts';
import { testEngines } from './support/databases.ts';
import { askQuestion } from './support/posts.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

const DOWNLOAD = `${ADMIN_API}${constants.backup.download_path}`;

describe.each(testEngines())('the admin backups page on $name', (engine) => {
  let server: TestServer;
  let dataDir: string;
  let people: Awaited<ReturnType<typeof seedCommunity>>;

  const list = async () => {
    const response = await adminGet(server, '/backups', people.admin);
    expect(response.status).toBe(200);
    return response.body.data as {
      list: Array<{ name: string; bytes: number; created_at: number }>;
      job: { running: boolean; done: number; total: number; failed: boolean };
    };
  };

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'quorum-admin-backups-'));
    server = await startTestServer(engine, { dataDir });
    people = await seedCommunity(server);
    await askQuestion(server, people.asker);
  }, 60_000);

  afterAll(async () => {
    await server?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('is for admins only: others get 403, visitors 401, and nothing is made', async () => {
    for (const [who, status] of [
      [people.asker, 403],
      [people.moderator, 403],
      [null, 401],
    ] as const) {
      const as = who ? who.as : {};
      expect((await adminGet(server, '/backups', who)).status).toBe(status);
      expect((await server.request(`${ADMIN_API}/backups`, { method: 'POST', ...as })).status).toBe(status);
      expect((await server.request(`${DOWNLOAD}/quorum-backup-20300101-000000.tar.gz`, as)).status).toBe(status);
      expect((await adminGet(server, '/setting/backups', who)).status).toBe(status);
    }
    expect((await list()).list).toEqual([]);
  });

  it('makes a backup while the site runs, lists it and downloads it', async () => {
    const started = await server.request(`${ADMIN_API}/backups`, { method: 'POST', ...people.admin.as });
    expect(started.status).toBe(200);
    expect(started.body.data).toMatchObject({ running: true, failed: false });
    // one at a time: a second start while the first runs is refused with a message
    const again = await server.request(`${ADMIN_API}/backups`, { method: 'POST', ...people.admin.as });
    expect(again.status).toBe(400);
    expect(again.body.msg).toBe('A backup is already being made. Wait for it to finish.');
    await expect.poll(async () => (await list()).job.running, { timeout: 60_000, interval: 100 }).toBe(false);
    const { list: backups, job } = await list();
    expect(job.failed).toBe(false);
    expect(job.done).toBe(job.total);
    expect(backups).toHaveLength(1);
    const [backup] = backups;
    expect(backup!.name).toMatch(new RegExp(constants.backup.name_pattern));
    const download = await server.fetch(`${DOWNLOAD}/${backup!.name}`, { headers: people.admin.as.headers });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toBe(`attachment; filename="${backup!.name}"`);
    const bytes = new Uint8Array(await download.arrayBuffer());
    expect(bytes.length).toBe(backup!.bytes);
    expect([bytes[0], bytes[1]]).toEqual([0x1f, 0x8b]);
  }, 90_000);

  it('refuses names that are not a backup with 400, and an unknown backup with 404', async () => {
    for (const name of ['..%2Fconfig.yaml', '%2E%2E%2F%2E%2E%2Fetc%2Fpasswd', 'quorum.db', 'quorum-backup-1.tar.gz']) {
      const response = await server.request(`${DOWNLOAD}/${name}`, people.admin.as);
      expect(response.status, name).toBe(400);
      expect(response.body.msg).toBe('That is not the name of a backup.');
    }
    const long = await server.request(`${DOWNLOAD}/${'a'.repeat(constants.backup.name_max + 1)}`, people.admin.as);
    expect(long.status).toBe(400);
    const missing = await server.request(`${DOWNLOAD}/quorum-backup-20300101-000000.tar.gz`, {
      ...people.admin.as,
      language: 'zh_CN',
    });
    expect(missing.status).toBe(404);
    expect(missing.body.msg).toBe('没有这个名称的备份。');
  });

  it('keeps the daily backup settings, refusing an hour or count out of bounds', async () => {
    const saved = await adminPut(server, '/setting/backups', people.admin, {
      schedule_enabled: true,
      schedule_hour: 4,
      keep_count: 3,
    });
    expect(saved.status).toBe(200);
    const bad = await adminPut(server, '/setting/backups', people.admin, {
      schedule_enabled: true,
      schedule_hour: constants.backup.hour_max + 1,
      keep_count: 0,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.data).toEqual(
      expect.arrayContaining([
        { error_field: 'schedule_hour', error_msg: `Give an hour from 0 to ${constants.backup.hour_max}.` },
        {
          error_field: 'keep_count',
          error_msg: `Give a number from ${constants.backup.keep_min} to ${constants.backup.keep_max}.`,
        },
      ]),
    );
    expect((await adminGet(server, '/setting/backups', people.admin)).body.data).toEqual({
      schedule_enabled: true,
      schedule_hour: 4,
      keep_count: 3,
    });
  });
});
