// A server of its own for the auth end-to-end tests: the shared e2e server must stay uninstalled
// for other tests, so each auth spec file starts one on a free port with an empty data folder,
// installs it through POST /installation/base-info, and reads mail from a real SMTP server.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { SMTPServer } from 'smtp-server';
import { constants } from '../../../generated/constants.ts';
import { freePort, startServerProcess } from '../../support/server-process.ts';

export const admin = { name: 'admin', email: 'admin@example.com', password: 'admin-password' };

export interface ReceivedMail {
  to: string;
  text: string;
}

async function startMailbox(): Promise<{ port: number; mails: ReceivedMail[]; close(): Promise<void> }> {
  const mails: ReceivedMail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        for (const to of session.envelope.rcptTo)
          mails.push({ to: to.address, text: Buffer.concat(chunks).toString('utf8') });
        callback();
      });
    },
  });
  const port = await freePort();
  await new Promise<void>((resolve) => smtp.listen(port, '127.0.0.1', resolve));
  return { port, mails, close: () => new Promise((resolve) => smtp.close(() => resolve())) };
}

async function waitFor<T>(
  what: string,
  probe: () => Promise<T | undefined> | T | undefined,
  timeoutMs = 30_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

export interface AuthServer {
  baseURL: string;
  /** an API call as a client would make it; token is the Authorization header */
  call<T = unknown>(method: string, path: string, body?: unknown, token?: string): Promise<Envelope<T>>;
  /** the link to the site in the newest mail to an address (quoted-printable soft breaks undone) */
  linkMailedTo(email: string, page: string): Promise<string>;
  /** the site's own database, for what no API offers yet (suspending a user) */
  database(): Database.Database;
  stop(): Promise<void>;
}

/** `env` adds to the server's environment (e.g. PLUGINS_DIR). */
export async function startAuthServer(
  options: { loginRequired?: boolean; env?: Record<string, string> } = {},
): Promise<AuthServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'quorum-auth-e2e-'));
  const mailbox = await startMailbox();
  const server = await startServerProcess({ dataDir, env: { LOG_LEVEL: 'warn', ...options.env } });
  if (!server.origin) {
    await mailbox.close();
    throw new Error(`the server exited with ${server.exitCode}:\n${server.output()}`);
  }
  const baseURL = server.origin;

  async function call<T>(method: string, path: string, body?: unknown, token?: string): Promise<Envelope<T>> {
    const response = await fetch(`${baseURL}${path}`, {
      method,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return (await response.json()) as Envelope<T>;
  }

  let db: Database.Database | null = null;
  const database = () => {
    db ??= new Database(join(dataDir, constants.install.sqlite_file));
    db.pragma('busy_timeout = 5000');
    return db;
  };

  async function stop(): Promise<void> {
    db?.close();
    await server.stop();
    await mailbox.close();
    rmSync(dataDir, { recursive: true, force: true });
  }

  try {
    const installed = await call('POST', `${constants.install_api_prefix}/base-info`, {
      lang: constants.languages.default,
      site_name: 'Auth e2e',
      site_url: baseURL,
      contact_email: admin.email,
      login_required: options.loginRequired ?? false,
      name: admin.name,
      password: admin.password,
      email: admin.email,
    });
    if (installed.code !== 200) throw new Error(`installation failed: ${installed.msg}`);
    // These flows are about accounts; the captcha that guards them has its own tests.
    const signedIn = await call<{ access_token: string }>('POST', `${constants.api_prefix}/user/login/email`, {
      e_mail: admin.email,
      pass: admin.password,
    });
    const switched = await call(
      'PUT',
      `${constants.admin_api_prefix}/plugin/status`,
      { plugin_slug_name: constants.captcha.plugin_slug, enabled: false },
      signedIn.data.access_token,
    );
    if (switched.code !== 200) throw new Error(`switching the captcha off failed: ${switched.msg}`);
    // No admin call sets SMTP yet: the setting goes in as the admin page would store it.
    database()
      .prepare(
        'INSERT INTO site_setting (type, content, updated_at) VALUES (?, ?, ?) ON CONFLICT (type) DO UPDATE SET content = excluded.content',
      )
      .run(
        'smtp',
        JSON.stringify({
          from_email: admin.email,
          from_name: 'Auth e2e',
          smtp_host: '127.0.0.1',
          smtp_port: mailbox.port,
          encryption: 'none',
          smtp_username: '',
          smtp_password: '',
          smtp_authentication: false,
        }),
        Math.floor(Date.now() / 1000),
      );
  } catch (error) {
    await stop();
    throw error;
  }

  async function linkMailedTo(email: string, page: string): Promise<string> {
    const pattern = new RegExp(`${baseURL}${constants.base_path}${page}\\?code=[A-Za-z0-9_%-]+`);
    return waitFor(`a mail to ${email} with a link to ${page}`, () => {
      const mail = mails().findLast((candidate) => candidate.to === email);
      return mail?.text
        .replace(/=\r?\n/g, '')
        .replace(/=3D/g, '=')
        .match(pattern)?.[0];
    });
  }
  const mails = () => mailbox.mails;

  return { baseURL, call, linkMailedTo, database, stop };
}
