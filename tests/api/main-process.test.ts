import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { request as httpRequest, Agent, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { constants } from '../../generated/constants.ts';
import { buildServer } from '../../scripts/start/build-server.mjs';
import { startServerProcess } from '../support/server-process.ts';

const root = join(import.meta.dirname, '../..');
const workDir = mkdtempSync(join(tmpdir(), 'quorum-main-'));
// main.ts serves ./dist/web; a minimal built app in its working directory stands in for vite's output.
mkdirSync(join(workDir, 'dist/web'), { recursive: true });
const BUILT_APP = '<!doctype html><title>built app</title><div id="root">built app</div>';
writeFileSync(join(workDir, 'dist/web/index.html'), BUILT_APP);

afterAll(() => rmSync(workDir, { recursive: true, force: true }));

const admin = { email: 'ops@example.org', password: 'a long enough password' };
const installed = {
  AUTO_INSTALL: 'true',
  DB_TYPE: 'sqlite3',
  DB_FILE: 'site.db',
  LANGUAGE: 'en_US',
  SITE_NAME: 'Stopping Site',
  SITE_URL: 'https://stopping.example.org',
  CONTACT_EMAIL: admin.email,
  ADMIN_NAME: 'ops admin',
  ADMIN_PASSWORD: admin.password,
  ADMIN_EMAIL: admin.email,
};
const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A multipart upload of a small PNG, sent in two halves so that the server can be stopped between them. */
function startUpload(origin: string, token: string) {
  const boundary = 'quorum-stop-test';
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="source"\r\n\r\npost\r\n`),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="dot.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    PNG_1X1,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const request = httpRequest(`${origin}/answer/api/v1/file`, {
    method: 'POST',
    // a keep-alive connection, which must not hold the stopping server open once it has been answered
    agent: new Agent({ keepAlive: true }),
    headers: {
      Authorization: token,
      'Content-Type': `multipart/form-data; boundary=${boundary}`,
      'Content-Length': body.length,
    },
  });
  const answered = new Promise<{ status: number; headers: IncomingHttpHeaders; body: string }>((resolve, reject) => {
    request.on('error', reject);
    request.on('response', (response) => {
      let text = '';
      response.on('data', (chunk) => (text += String(chunk)));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }));
    });
  });
  const half = Math.floor(body.length / 2);
  request.write(body.subarray(0, half));
  return { finish: () => request.end(body.subarray(half)), answered };
}

describe('the server process (src/server/main.ts)', () => {
  it('starts on the embedded SQLite default under DATA_DIR, serves, and exits cleanly on SIGTERM', async () => {
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
    // the page's own title replaces the built one (src/server/web/serve-web.ts)
    expect(await wizard.text()).toContain('<div id="root">built app</div>');
    expect(server.output()).toContain(join(dataDir, 'quorum.db'));

    expect(await server.stop()).toBe(0);
    expect(server.output()).toContain('shutting down');
  }, 60_000);

  it('on SIGTERM finishes an upload in flight, closes its connection, refuses new work, then exits 0', async () => {
    const dataDir = join(workDir, 'stopping');
    const server = await startServerProcess({ dataDir, cwd: workDir, env: installed });
    expect(server.origin, server.output()).not.toBeNull();
    const origin = server.origin!;
    const login = await fetch(`${origin}/answer/api/v1/user/login/email`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ e_mail: admin.email, pass: admin.password }),
    }).then((response) => response.json());
    expect(login.code, JSON.stringify(login)).toBe(200);

    const upload = startUpload(origin, login.data.access_token);
    await pause(500);
    server.signal('SIGTERM');
    await pause(500);
    // While closing, new work is refused (the listener is closed) or answered with Connection: close.
    const meanwhile = await fetch(`${origin}/answer/api/v1/siteinfo`).then(
      (response) => response.headers.get('connection'),
      () => 'refused',
    );
    expect(['refused', 'close']).toContain(meanwhile);

    upload.finish();
    const answer = await upload.answered;
    expect(answer.status, answer.body).toBe(200);
    expect(answer.headers.connection).toBe('close');
    const url = JSON.parse(answer.body).data as string;
    const stored = readdirSync(join(dataDir, 'uploads'), { recursive: true }).map(String);
    expect(stored.some((name) => url.endsWith(name.split('/').pop()!))).toBe(true);

    expect(await server.exited).toBe(0);
    // it exited because the upload was done, not by cutting it at the end of the grace time
    expect(server.output()).not.toContain('requests still open');
  }, 60_000);

  it('on SIGTERM cuts a request still unfinished after the grace time, then exits 0', async () => {
    const dataDir = join(workDir, 'stalled');
    const server = await startServerProcess({ dataDir, cwd: workDir, env: installed });
    expect(server.origin, server.output()).not.toBeNull();
    const login = await fetch(`${server.origin}/answer/api/v1/user/login/email`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ e_mail: admin.email, pass: admin.password }),
    }).then((response) => response.json());
    expect(login.code, JSON.stringify(login)).toBe(200);

    // half an upload, whose client never sends the rest
    const upload = startUpload(server.origin!, login.data.access_token);
    const cut = upload.answered.then(
      () => 'answered',
      () => 'cut',
    );
    await pause(500);
    const signalled = Date.now();
    server.signal('SIGTERM');
    expect(await server.exited).toBe(0);
    const stoppedAfter = Date.now() - signalled;
    expect(stoppedAfter).toBeGreaterThanOrEqual(constants.timing.shutdown_grace_ms - 500);
    expect(await cut).toBe('cut');
    expect(server.output()).toContain('requests still open');
  }, 60_000);

  it('npm start runs the server as its own child and hands it SIGTERM: the server exits 0 and leaves no orphan', async () => {
    // A folder with the project's start script (not its prestart build) and the stand-in built app.
    const folder = join(workDir, 'npm-start');
    mkdirSync(join(folder, 'dist/web'), { recursive: true });
    writeFileSync(join(folder, 'dist/web/index.html'), BUILT_APP);
    const { scripts, version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
      scripts: { start: string };
      version: string;
    };
    // the compiled server reads its version from the package.json two folders above it, as in a checkout
    writeFileSync(
      join(folder, 'package.json'),
      JSON.stringify({ name: 'npm-start-check', version, private: true, scripts: { start: scripts.start } }),
    );
    symlinkSync(join(root, 'node_modules'), join(folder, 'node_modules'));
    // the start script runs the compiled server, which its prestart makes: compiled here the same way
    await buildServer(root, join(folder, 'dist/server/main.js'));

    const server = await startServerProcess({
      dataDir: join(folder, 'data'),
      cwd: folder,
      viaNpm: true,
      env: { npm_config_update_notifier: 'false' },
    });
    expect(server.origin, server.output()).not.toBeNull();
    const serverPid = Number(/"pid":(\d+)/.exec(server.output())?.[1]);
    expect(serverPid).toBeGreaterThan(0);

    expect(await server.stop()).toBe(0);
    expect(server.output()).toContain('shutting down');
    expect(() => process.kill(serverPid, 0)).toThrow(expect.objectContaining({ code: 'ESRCH' }));
    await expect(fetch(`${server.origin}/answer/api/v1/siteinfo`)).rejects.toThrow();
  }, 120_000);
});
