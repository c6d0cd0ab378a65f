import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServerProcess } from '../support/server-process.ts';

const workDir = mkdtempSync(join(tmpdir(), 'quorum-main-'));

afterAll(() => rmSync(workDir, { recursive: true, force: true }));

describe('the server process (src/server/main.ts)', () => {
  it('starts on the embedded SQLite default under DATA_DIR, serves, and exits cleanly on SIGTERM', async () => {
    // main.ts serves ./dist/web; a minimal built app in its working directory stands in for vite's output.
    mkdirSync(join(workDir, 'dist/web'), { recursive: true });
    writeFileSync(join(workDir, 'dist/web/index.html'), '<!doctype html><title>built app</title>');
    const dataDir = join(workDir, 'data');
    const server = await startServerProcess({ dataDir, cwd: workDir });
    expect(server.origin, server.output()).not.toBeNull();

    const site = await fetch(`${server.origin}/answer/api/v1/siteinfo`).then((response) => response.json());
    expect(site.code).toBe(200);
    const install = await fetch(`${server.origin}/answer/questions/some/deep/link`, { redirect: 'manual' });
    // Nothing is configured or installed yet, so a page leads to the install wizard.
    expect(install.status).toBe(302);
    expect(install.headers.get('location')).toBe('/answer/install');
    const wizard = await fetch(`${server.origin}/answer/install`);
    expect(await wizard.text()).toContain('<title>built app</title>');
    expect(server.output()).toContain(join(dataDir, 'quorum.db'));

    expect(await server.stop()).toBe(0);
    expect(server.output()).toContain('shutting down');
  }, 60_000);
});
