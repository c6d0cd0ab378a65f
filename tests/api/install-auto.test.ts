import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import zh from '../../generated/messages/zh_CN.ts';
import { temporaryFolder } from './support/install-server.ts';

const root = join(import.meta.dirname, '../..');
const work = temporaryFolder('quorum-auto-');
afterAll(() => work.remove());

async function freePort(): Promise<number> {
  const probe = createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as { port: number };
  probe.close();
  return port;
}

interface Started {
  address: string | null;
  code: number | null;
  output: string;
  stop(): Promise<number | null>;
}

/** Runs src/server/main.ts as `npm start` would, until it listens or exits. */
async function start(env: Record<string, string>): Promise<Started> {
  mkdirSync(join(work.path, 'dist/web'), { recursive: true });
  writeFileSync(join(work.path, 'dist/web/index.html'), '<!doctype html><title>built app</title>');
  const child = spawn(process.execPath, [join(root, 'node_modules/tsx/dist/cli.mjs'), join(root, 'src/server/main.ts')], {
    cwd: work.path,
    env: { ...process.env, PORT: String(await freePort()), HOST: '127.0.0.1', LOG_LEVEL: 'info', DATABASE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += String(chunk)));
  child.stderr.on('data', (chunk) => (output += String(chunk)));
  const outcome = await new Promise<{ address: string | null; code: number | null }>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`neither listening nor exited:\n${output}`)), 45_000);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ address: null, code });
    });
    child.stdout.on('data', () => {
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve({ address: match[1]!, code: null });
      }
    });
  });
  return {
    ...outcome,
    get output() {
      return output;
    },
    async stop() {
      if (child.exitCode !== null) return child.exitCode;
      child.kill('SIGTERM');
      const [code] = await once(child, 'exit');
      return code as number | null;
    },
  };
}

const site = {
  AUTO_INSTALL: 'true',
  DB_TYPE: 'sqlite3',
  DB_FILE: 'auto.db',
  LANGUAGE: 'zh_CN',
  SITE_NAME: 'Scripted Site',
  SITE_URL: 'https://scripted.example.org',
  CONTACT_EMAIL: 'ops@example.org',
  ADMIN_NAME: 'ops admin',
  ADMIN_PASSWORD: 'a long enough password',
  ADMIN_EMAIL: 'ops@example.org',
};

describe('headless installation (AUTO_INSTALL)', () => {
  it('refuses invalid values with the localized messages and does not start', async () => {
    const dataDir = join(work.path, 'refused');
    const run = await start({ ...site, DATA_DIR: dataDir, SITE_URL: 'not a url', ADMIN_PASSWORD: 'short' });
    expect(run.address).toBeNull();
    expect(run.code).toBe(1);
    expect(run.output).toContain(zh['install.site_url.invalid']);
    expect(run.output).toContain(zh['validation.password.length'].replace('{min}', '8').replace('{max}', '32'));
    // checked before anything is written
    expect(existsSync(join(dataDir, 'config.yaml'))).toBe(false);
    expect(existsSync(join(dataDir, 'auto.db'))).toBe(false);
  }, 60_000);

  it('writes config.yaml, installs the site, and on the next start leaves it as it is', async () => {
    const dataDir = join(work.path, 'installed');
    const first = await start({ ...site, DATA_DIR: dataDir });
    expect(first.address, first.output).not.toBeNull();
    expect(parse(readFileSync(join(dataDir, 'config.yaml'), 'utf8'))).toEqual({ database: { url: `sqlite:${join(dataDir, 'auto.db')}` } });
    const info = await fetch(`${first.address}/answer/api/v1/siteinfo`).then((response) => response.json());
    expect(info.data.general.name).toBe(site.SITE_NAME);
    expect(info.data.interface.language).toBe('zh_CN');
    const page = await fetch(`${first.address}/answer/questions`, { redirect: 'manual' });
    expect(page.status).toBe(200);
    expect(await first.stop()).toBe(0);

    const second = await start({ ...site, DATA_DIR: dataDir, SITE_NAME: 'Changed Name' });
    expect(second.address, second.output).not.toBeNull();
    expect(second.output).toContain('automatic installation: already installed');
    const again = await fetch(`${second.address}/answer/api/v1/siteinfo`).then((response) => response.json());
    expect(again.data.general.name).toBe(site.SITE_NAME);
    expect(await second.stop()).toBe(0);
    expect(existsSync(join(dataDir, 'quorum.db'))).toBe(true);
  }, 90_000);
});
