// How long `npm start` takes to serve its first page on this machine, sources unchanged since the last
// build: `npm start` itself (its build check, scripts/start/prepare.mjs, then the compiled server) on an
// installed SQLite site, timed from spawn to the first page answered.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServerProcess } from '../../support/server-process.ts';

const root = join(import.meta.dirname, '../../..');

/** What AUTO_INSTALL needs to install a SQLite site on the first start. */
export const autoInstall = {
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

export interface ColdStart {
  status: number;
  firstPageMs: number;
}

/** `runs` timed restarts of an installed site; the first, untimed start installs it (and builds if needed). */
export async function measureColdStarts(runs: number): Promise<ColdStart[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'quorum-cold-start-'));
  try {
    // the first start installs the site; the starts measured find it installed, as a restart does
    const first = await startServerProcess({ dataDir, cwd: root, viaNpm: true, env: autoInstall });
    await first.stop();
    const starts: ColdStart[] = [];
    for (let run = 1; run <= runs; run += 1) {
      const started = performance.now();
      const server = await startServerProcess({ dataDir, cwd: root, viaNpm: true, env: { LOG_LEVEL: 'warn' } });
      if (!server.origin) throw new Error(`the server did not start:\n${server.output()}`);
      const page = await fetch(`${server.origin}/answer/questions`);
      const firstPageMs = performance.now() - started;
      await page.text();
      await server.stop();
      starts.push({ status: page.status, firstPageMs });
    }
    return starts;
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
