import { existsSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { backupsDirectory } from '../../src/server/modules/backup/backup-files.ts';
import { ADMIN_API, adminGet } from './support/admin-calls.ts';
import { seedCommunity } from './support/community.ts';
import { startTestServer } from './support/test-server.ts';

// Test servers write files (backups, uploads, an installer's SQLite file): a server a test starts without a
// data folder of its own must keep them out of the checkout and leave nothing behind.
describe('a test server without a data folder', () => {
  it('writes into a temporary folder of its own, removed when it closes', async () => {
    const server = await startTestServer({ name: 'sqlite', url: 'sqlite::memory:' });
    const { admin } = await seedCommunity(server);
    expect(relative(tmpdir(), server.dataDir).startsWith('..')).toBe(false);
    expect(relative(process.cwd(), server.dataDir).startsWith('..')).toBe(true);

    expect((await server.request(`${ADMIN_API}/backups`, { method: 'POST', ...admin.as })).status).toBe(200);
    await expect
      .poll(async () => (await adminGet(server, '/backups', admin)).body.data.job.running, { timeout: 60_000 })
      .toBe(false);
    expect(readdirSync(backupsDirectory(server.dataDir))).toHaveLength(1);

    await server.close();
    expect(existsSync(server.dataDir)).toBe(false);
  }, 90_000);
});
