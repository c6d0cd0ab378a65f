import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { constants } from '../../generated/constants.ts';
import { writeSetting } from '../../src/server/db/settings-store.ts';
import { normalizeSiteUrl, siteLink } from '../../src/server/settings/site-url.ts';
import { linkIn, startSmtpServer, type TestSmtpServer } from '../support/smtp.ts';
import { testEngines } from './support/databases.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';
import { switchCaptchaOff } from './support/user-accounts.ts';

const API = constants.api_prefix;
const ADMIN = { email: 'root@example.org', password: 'correct horse battery' };
const routePaths = (
  parse(readFileSync(new URL('../../spec/routes.yaml', import.meta.url), 'utf8')) as {
    routes: Array<{ path: string; status: string }>;
  }
).routes
  .filter((route) => route.status === 'built')
  .map((route) => route.path);

/** The route of the web app a link opens, or undefined when it opens none (such as /answer/answer/...). */
function pageOf(link: URL): string | undefined {
  if (!link.pathname.startsWith(`${constants.base_path}/`)) return undefined;
  const path = link.pathname.slice(constants.base_path.length);
  return routePaths.find((route) => route === path);
}

describe('the stored form of the site URL', () => {
  it('is the same for the site with or without the base path and the trailing slash', () => {
    for (const form of [
      'https://x.org',
      'https://x.org/',
      'https://x.org/answer',
      'https://x.org/answer/',
      ' HTTPS://X.org//answer// ',
    ]) {
      expect(normalizeSiteUrl(form), form).toBe('https://x.org/answer');
    }
    expect(normalizeSiteUrl('https://x.org/community/')).toBe('https://x.org/community/answer');
    expect(normalizeSiteUrl('http://127.0.0.1:8080/answer?x=1#top')).toBe('http://127.0.0.1:8080/answer');
    for (const refused of ['not a url', 'ftp://x.org', 'javascript:alert(1)', 'https://user:pass@x.org'])
      expect(normalizeSiteUrl(refused), refused).toBeNull();
  });

  it('is answered in that form by siteinfo even when an older installation stored another', async () => {
    const server = await startTestServer(testEngines()[0]!);
    try {
      await writeSetting(server.database.db, 'general', { name: 'Old', site_url: 'https://old.example.org/' });
      expect((await server.request(`${API}/siteinfo`)).body.data.general.site_url).toBe(
        'https://old.example.org/answer',
      );
    } finally {
      await server.close();
    }
  });

  it('makes every link a page path after it, falling back to the address the request reached', () => {
    expect(siteLink('https://x.org/answer/', 'http://ignored', '/users/login')).toBe(
      'https://x.org/answer/users/login',
    );
    expect(siteLink('', 'http://127.0.0.1:3000', '/users/login')).toBe('http://127.0.0.1:3000/answer/users/login');
  });
});

const forms = [
  (origin: string) => origin,
  (origin: string) => `${origin}/`,
  (origin: string) => `${origin}/answer`,
  (origin: string) => `${origin}/answer/`,
];

describe.each(forms.map((form, index) => ({ form, index })))('a site installed with URL form $index', ({ form }) => {
  let server: TestServer;
  let smtp: TestSmtpServer;
  beforeAll(async () => {
    server = await startTestServer(testEngines()[0]!, { installed: false });
    smtp = await startSmtpServer();
    const installed = await server.request(`${constants.install_api_prefix}/base-info`, {
      method: 'POST',
      json: {
        lang: 'en_US',
        site_name: 'Links',
        site_url: form(server.baseUrl),
        contact_email: 'team@example.org',
        name: 'Root Admin',
        password: ADMIN.password,
        email: ADMIN.email,
      },
    });
    expect(installed.status).toBe(200);
    await switchCaptchaOff(server);
    await writeSetting(server.database.db, 'smtp', {
      from_email: 'noreply@example.org',
      from_name: 'Links',
      smtp_host: '127.0.0.1',
      smtp_port: smtp.port,
      encryption: 'none',
      smtp_authentication: false,
    });
  });
  afterAll(async () => {
    await server.close();
    await smtp.close();
  });

  it('stores one form of the URL and shows it in siteinfo', async () => {
    const stored = await server.database.db
      .selectFrom('site_setting')
      .select('content')
      .where('type', '=', 'general')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(stored.content).site_url).toBe(`${server.baseUrl}${constants.base_path}`);
    const info = await server.request(`${API}/siteinfo`);
    expect(info.body.data.general.site_url).toBe(`${server.baseUrl}${constants.base_path}`);
  });

  it('mails an activation link that opens the activation page, whose code activates the account', async () => {
    const registered = await server.request(`${API}/user/register/email`, {
      method: 'POST',
      json: { name: 'Link Reader', e_mail: 'reader@example.org', pass: 'reading-links-1' },
    });
    expect(registered.status).toBe(200);
    const link = linkIn(await smtp.nextMailTo('reader@example.org'));
    expect(link.pathname).not.toContain(`${constants.base_path}${constants.base_path}/`);
    expect(`${link.origin}${link.pathname}`).toBe(`${server.baseUrl}${constants.base_path}/users/account-activation`);
    expect(pageOf(link)).toBe('/users/account-activation');
    const activated = await server.request(`${API}/user/email/verification`, {
      method: 'POST',
      json: { code: link.searchParams.get('code') },
    });
    expect(activated.status).toBe(200);
  });

  it('mails a password-reset link that opens the reset page, whose code sets the new password', async () => {
    await server.request(`${API}/user/password/reset`, { method: 'POST', json: { e_mail: ADMIN.email } });
    const link = linkIn(await smtp.nextMailTo(ADMIN.email));
    expect(`${link.origin}${link.pathname}`).toBe(`${server.baseUrl}${constants.base_path}/users/password-reset`);
    expect(pageOf(link)).toBe('/users/password-reset');
    const replaced = await server.request(`${API}/user/password/replacement`, {
      method: 'POST',
      json: { code: link.searchParams.get('code'), pass: 'a-new-password-1' },
    });
    expect(replaced.status).toBe(200);
  });
});
