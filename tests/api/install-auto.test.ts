import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import zh from '../../generated/messages/zh_CN.ts';
import { startServerProcess } from '../support/server-process.ts';
import { temporaryFolder } from './support/install-server.ts';

const work = temporaryFolder('quorum-auto-');
afterAll(() => work.remove());

/** Runs src/server/main.ts as `npm start` would, in a folder with a stand-in built app. */
async function start({ DATA_DIR, ...env }: Record<string, string> & { DATA_DIR: string }) {
  mkdirSync(join(work.path, 'dist/web'), { recursive: true });
  writeFileSync(join(work.path, 'dist/web/index.html'), '<!doctype html><title>built app</title>');
  return startServerProcess({ dataDir: DATA_DIR, cwd: work.path, env });
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
    expect(run.origin).toBeNull();
    expect(run.exitCode).toBe(1);
    expect(run.output()).toContain(zh['install.site_url.invalid']);
    expect(run.output()).toContain(zh['validation.password.length'].replace('{min}', '8').replace('{max}', '32'));
    // checked before anything is written
    expect(existsSync(join(dataDir, 'config.yaml'))).toBe(false);
    expect(existsSync(join(dataDir, 'auto.db'))).toBe(false);
  }, 60_000);

  it('writes config.yaml, installs the site, and on the next start leaves it as it is', async () => {
    const dataDir = join(work.path, 'installed');
    const first = await start({ ...site, DATA_DIR: dataDir });
    expect(first.origin, first.output()).not.toBeNull();
    expect(parse(readFileSync(join(dataDir, 'config.yaml'), 'utf8'))).toEqual({
      database: { url: `sqlite:${join(dataDir, 'auto.db')}` },
    });
    const info = await fetch(`${first.origin}/answer/api/v1/siteinfo`).then((response) => response.json());
    expect(info.data.general.name).toBe(site.SITE_NAME);
    expect(info.data.interface.language).toBe('zh_CN');
    const page = await fetch(`${first.origin}/answer/questions`, { redirect: 'manual' });
    expect(page.status).toBe(200);
    expect(await first.stop()).toBe(0);

    const second = await start({ ...site, DATA_DIR: dataDir, SITE_NAME: 'Changed Name' });
    expect(second.origin, second.output()).not.toBeNull();
    expect(second.output()).toContain('automatic installation: already installed');
    const again = await fetch(`${second.origin}/answer/api/v1/siteinfo`).then((response) => response.json());
    expect(again.data.general.name).toBe(site.SITE_NAME);
    expect(await second.stop()).toBe(0);
    expect(existsSync(join(dataDir, 'quorum.db'))).toBe(true);
  }, 90_000);
});
