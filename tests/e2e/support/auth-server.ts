// A server of its own for the auth end-to-end tests: each auth spec file starts one from the worker's
// site servers, installs it through POST /installation/base-info, and reads mail from a real SMTP server.
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { SMTPServer } from 'smtp-server';
import { constants } from '../../../generated/constants.ts';
import type { SiteServers } from './site-servers.ts';

export const admin = { name: 'admin', email: 'admin@example.com', password: 'admin-password' };

export interface ReceivedMail {
  to: string;
  text: string;
}

async function startMailbox(): Promise<{ port: number; mails: ReceivedMail[]; stop(): Promise<void> }> {
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
  smtp.listen(0, '127.0.0.1');
  await once(smtp.server, 'listening');
  const { port } = smtp.server.address() as AddressInfo;
  return { port, mails, stop: () => new Promise((resolve) => smtp.close(() => resolve())) };
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
}

/** `env` adds to the server's environment (e.g. PLUGINS_DIR). */
export async function startAuthServer(
  servers: SiteServers,
  options: { loginRequired?: boolean; env?: Record<string, string> } = {},
): Promise<AuthServer> {
  const server = await servers.start(options.env);
  const mailbox = servers.hold(await startMailbox());
  const { dataDir, origin: baseURL } = server;

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
  // the site's database file goes with its server, so this connection closes first
  servers.hold({ stop: async () => db?.close() });

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

  return { baseURL, call, linkMailedTo, database };
}
