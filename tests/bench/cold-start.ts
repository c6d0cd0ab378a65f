// `npm run bench:start`: how long `npm start` takes to serve its first page on this machine, sources
// unchanged since the last build: `npm start` itself (its build check, scripts/start/prepare.mjs, then the
// compiled server) on an installed SQLite site, timed from spawn to the first page answered.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServerProcess } from '../support/server-process.ts';

const root = join(import.meta.dirname, '../..');
const dataDir = mkdtempSync(join(tmpdir(), 'quorum-cold-start-'));
const install = {
  AUTO_INSTALL: 'true',
  DB_TYPE: 'sqlite3',
  DB_FILE: 'site.db',
  LANGUAGE: 'en_US',
  SITE_NAME: 'Cold Start',
  SITE_URL: 'http://127.0.0.1',
  CONTACT_EMAIL: 'ops@example.org',
  ADMIN_NAME: 'ops admin',
  ADMIN_PASSWORD: 'a long enough password',
  ADMIN_EMAIL: 'ops@example.org',
};

try {
  // the first start installs the site; the starts measured find it installed, as a restart does
  const first = await startServerProcess({ dataDir, cwd: root, viaNpm: true, env: install });
  await first.stop();
  for (let run = 1; run <= 3; run += 1) {
    const started = performance.now();
    const server = await startServerProcess({ dataDir, cwd: root, viaNpm: true, env: { LOG_LEVEL: 'warn' } });
    if (!server.origin) throw new Error(`the server did not start:\n${server.output()}`);
    const page = await fetch(`${server.origin}/answer/questions`);
    const firstPageMs = performance.now() - started;
    await page.text();
    await server.stop();
    console.log(`server start ${run}: first page (HTTP ${page.status}) after ${firstPageMs.toFixed(0)} ms`);
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
