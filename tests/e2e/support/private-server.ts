// A server process of a spec file's own, on its own port and empty data folder, for tests that
// install the site: the shared webServer (playwright.config.ts) must stay uninstalled. It serves the
// dist/web that the shared webServer built.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = join(import.meta.dirname, '../../..');

export interface PrivateServer {
  origin: string;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  const probe = createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as { port: number };
  probe.close();
  await once(probe, 'close');
  return port;
}

async function waitUntilServing(origin: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}:\n${output()}`);
    const ready = await fetch(`${origin}/answer/api/v1/siteinfo`).then((response) => response.ok, () => false);
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the server did not start:\n${output()}`);
}

export async function startPrivateServer(): Promise<PrivateServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'quorum-e2e-own-'));
  const port = await freePort();
  const child = spawn(process.execPath, [join(root, 'node_modules/tsx/dist/cli.mjs'), join(root, 'src/server/main.ts')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += String(chunk)));
  child.stderr?.on('data', (chunk) => (output += String(chunk)));
  const origin = `http://127.0.0.1:${port}`;
  await waitUntilServing(origin, child, () => output);
  return {
    origin,
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await once(child, 'exit');
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
