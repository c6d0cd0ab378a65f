import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');
const workDir = mkdtempSync(join(tmpdir(), 'quorum-main-'));

afterAll(() => rmSync(workDir, { recursive: true, force: true }));

async function freePort(): Promise<number> {
  const probe = createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as { port: number };
  probe.close();
  return port;
}

describe('the server process (src/server/main.ts)', () => {
  it('starts on the embedded SQLite default under DATA_DIR, serves, and exits cleanly on SIGTERM', async () => {
    // main.ts serves ./dist/web; a minimal built app in its working directory stands in for vite's output.
    mkdirSync(join(workDir, 'dist/web'), { recursive: true });
    writeFileSync(join(workDir, 'dist/web/index.html'), '<!doctype html><title>built app</title>');
    const dataDir = join(workDir, 'data');
    const child = spawn(process.execPath, [join(root, 'node_modules/tsx/dist/cli.mjs'), join(root, 'src/server/main.ts')], {
      cwd: workDir,
      env: { ...process.env, PORT: String(await freePort()), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'info', DATABASE_URL: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += String(chunk)));
    child.stderr.on('data', (chunk) => (output += String(chunk)));

    const address = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no listen line in:\n${output}`)), 30_000);
      child.once('exit', (code) => reject(new Error(`exited with ${code}:\n${output}`)));
      child.stdout.on('data', () => {
        const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
        if (match) {
          clearTimeout(timer);
          resolve(match[1]!);
        }
      });
    });

    const site = await fetch(`${address}/answer/api/v1/siteinfo`).then((response) => response.json());
    expect(site.code).toBe(200);
    const page = await fetch(`${address}/answer/questions/some/deep/link`);
    expect(await page.text()).toContain('<title>built app</title>');
    expect(output).toContain(join(dataDir, 'quorum.db'));

    child.kill('SIGTERM');
    const [code] = await once(child, 'exit');
    expect(code).toBe(0);
    expect(output).toContain('shutting down');
  }, 60_000);
});
