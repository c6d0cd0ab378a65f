import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { constants } from '../../generated/constants.ts';
import en from '../../generated/messages/en_US.ts';
import zh from '../../generated/messages/zh_CN.ts';
import { CookieBrowser, type Step } from '../support/cookie-browser.ts';
import { startOidcProvider, type TestOidcProvider } from '../support/oidc-provider.ts';
import { linkIn, startSmtpServer, type TestSmtpServer } from '../support/smtp.ts';
import { testEngines } from './support/databases.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';
import { authorized, configureSite, forgetRateLimits, login, seedAccount } from './support/user-accounts.ts';

const { oidc_slug: SLUG, state_cookie: STATE_COOKIE } = constants.connector;
const SESSION_COOKIE = constants.session.cookie.name;
const ADMIN = '/answer/admin/api';
const API = '/answer/api/v1';

describe.each(testEngines())('the OpenID Connect connector on $name', (engine) => {
  let server: TestServer;
  let smtp: TestSmtpServer;
  let provider: TestOidcProvider;
  let adminToken: string;
  let redirectUri: string;

  const asAdmin = (language = 'en_US') => authorized(adminToken, language);
  const saveSettings = (values: Record<string, string>, language = 'en_US') =>
    server.request(`${ADMIN}/plugin/config`, {
      method: 'PUT',
      json: { plugin_slug_name: SLUG, config_fields: values },
      ...asAdmin(language),
    });
  const settings = (issuer = provider.issuer) => ({
    issuer,
    client_id: provider.clientId,
    client_secret: provider.clientSecret,
    button_name: 'Test ID',
  });
  const loginLink = async () => {
    const { body } = await server.request(`${API}/connector/info`);
    return (body.data as Array<{ link: string }>)[0]!.link;
  };

  /** Goes through the provider's pages as a person would: picks the account, then allows or denies. */
  async function throughProvider(browser: CookieBrowser, start: string, account: string, decision = 'allow') {
    let step: Step = await browser.go(start);
    for (let hops = 0; hops < 20; hops += 1) {
      const next = step.location;
      if (!next) throw new Error(`the flow stopped at ${step.status}: ${step.text.slice(0, 200)}`);
      if (next.startsWith(redirectUri)) return next;
      step = await browser.go(next);
      if (step.status === 200 && next.includes('/interaction/'))
        step = await browser.go(next, { method: 'POST', form: { account, decision } });
    }
    throw new Error('the provider never sent the browser back');
  }

  /** A whole sign-in: the callback the provider sent, and where Quorum sent the browser from there. */
  async function signIn(account: string, options: { decision?: string; browser?: CookieBrowser; start?: string } = {}) {
    const browser = options.browser ?? new CookieBrowser();
    const callback = await throughProvider(browser, options.start ?? (await loginLink()), account, options.decision);
    const landed = await browser.go(callback);
    return { browser, callback, landed: new URL(landed.location ?? 'http://nowhere/') };
  }

  const sessionOf = (browser: CookieBrowser) => browser.cookie(server.baseUrl, SESSION_COOKIE);
  const errorPage = () => `${server.baseUrl}/answer${constants.connector.error_page}`;
  const whoIs = async (token: string | undefined) =>
    (await server.request(`${API}/user/info`, authorized(token ?? 'none'))).body.data as Record<string, unknown> | null;

  beforeAll(async () => {
    // the browser follows redirects between the provider and the site, over HTTP
    server = await startTestServer(engine, { listen: true });
    smtp = await startSmtpServer();
    await configureSite(server, smtp);
    redirectUri = `${server.baseUrl}/answer${constants.connector.redirect_path}/${SLUG}`;
    provider = await startOidcProvider({
      redirectUris: [redirectUri],
      accounts: [
        {
          sub: 'alice-1',
          email: 'alice@example.org',
          email_verified: true,
          name: 'Alice Liddell',
          preferred_username: 'alice',
        },
        { sub: 'dana-1', email: 'Dana@example.org', email_verified: true, name: 'Dana' },
        { sub: 'bob-1', name: 'Bob Without Mail' },
        { sub: 'carol-1', email: 'carol@example.org', email_verified: false, name: 'Carol' },
        { sub: 'erin-1', email: 'erin@example.org', email_verified: true, name: 'Erin' },
        { sub: 'frida-1', email: 'frida@example.org', email_verified: true, name: 'Frida Racing' },
      ],
    });
    await seedAccount(server, { email: 'admin@example.org', password: 'admin password', role: constants.roles.admin });
    adminToken = (await login(server, 'admin@example.org', 'admin password')).body.data.access_token;
  });
  beforeEach(async () => {
    await forgetRateLimits(server);
    await server.request(`${ADMIN}/plugin/status`, {
      method: 'PUT',
      json: { plugin_slug_name: SLUG, enabled: true },
      ...asAdmin(),
    });
    expect((await saveSettings(settings())).status).toBe(200);
  });
  afterAll(async () => {
    await provider.close();
    await server.close();
    await smtp.close();
  });

  it('shows a button only while the connector is on and configured', async () => {
    const info = await server.request(`${API}/connector/info`, { language: 'zh_CN' });
    expect(info.body.data).toEqual([
      {
        name: '使用 Test ID 登录',
        icon: expect.stringMatching(/^data:image\/svg\+xml;base64,/),
        link: `${server.baseUrl}/answer${constants.connector.login_path}/${SLUG}`,
      },
    ]);
    await server.request(`${ADMIN}/plugin/status`, {
      method: 'PUT',
      json: { plugin_slug_name: SLUG, enabled: false },
      ...asAdmin(),
    });
    expect((await server.request(`${API}/connector/info`)).body.data).toEqual([]);
    expect(
      (await new CookieBrowser().go(`${server.baseUrl}/answer${constants.connector.login_path}/${SLUG}`)).status,
    ).toBe(404);
  });

  it('never sends the client secret back, keeps it when saved empty, and refuses an issuer that is not https', async () => {
    const read = await server.request(`${ADMIN}/plugin/config?plugin_slug_name=${SLUG}`, asAdmin());
    const fields = read.body.data.config_fields as Array<{ name: string; value: unknown }>;
    expect(fields.find((field) => field.name === 'client_secret')?.value).toBe('');
    expect(fields.find((field) => field.name === 'issuer')?.value).toBe(provider.issuer);
    expect(read.text).not.toContain(provider.clientSecret);

    expect((await saveSettings({ ...settings(), client_secret: '' })).status).toBe(200);
    const { landed } = await signIn('erin-1');
    expect(landed.pathname).toBe(`/answer${constants.connector.landing_page}`);
    expect(landed.search).toBe('');

    for (const [language, messages] of [
      ['en_US', en],
      ['zh_CN', zh],
    ] as const) {
      const refused = await saveSettings({ ...settings(), issuer: 'http://idp.example.org' }, language);
      expect(refused.status).toBe(400);
      expect(refused.body.data).toEqual([
        { error_field: 'issuer', error_msg: messages['error.connector.issuer_insecure'] },
      ]);
    }
    const missing = await saveSettings({ ...settings(), client_id: '' });
    expect(missing.status).toBe(400);
    expect((missing.body.data as Array<{ error_field: string }>)[0]!.error_field).toBe('client_id');
  });

  it('signs a newcomer up with the verified email, and signs them in again by the binding', async () => {
    const first = await signIn('alice-1');
    expect(first.landed.pathname).toBe(`/answer${constants.connector.landing_page}`);
    const me = await whoIs(sessionOf(first.browser));
    expect(me).toMatchObject({
      e_mail: 'alice@example.org',
      display_name: 'Alice Liddell',
      username: 'alice',
      status: 'normal',
    });
    expect(first.browser.cookie(server.baseUrl, STATE_COOKIE)).toBeUndefined();

    const again = await signIn('alice-1');
    expect((await whoIs(sessionOf(again.browser)))?.id).toBe(me?.id);
    const users = await server.database.db
      .selectFrom('users')
      .select('id')
      .where('e_mail', '=', 'alice@example.org')
      .execute();
    expect(users).toHaveLength(1);
  });

  it('makes one account and one binding of simultaneous first sign-ins, and signs each of them in', async () => {
    // Each browser goes through the provider first; then all come back at once, as a double click does.
    const together = 4;
    const browsers = Array.from({ length: together }, () => new CookieBrowser());
    const callbacks: string[] = [];
    for (const browser of browsers) callbacks.push(await throughProvider(browser, await loginLink(), 'frida-1'));
    const landed = await Promise.all(browsers.map((browser, index) => browser.go(callbacks[index]!)));
    for (const step of landed)
      expect(new URL(step.location ?? 'http://nowhere/').pathname).toBe(`/answer${constants.connector.landing_page}`);
    const { db } = server.database;
    const accounts = await db.selectFrom('users').select('id').where('e_mail', '=', 'frida@example.org').execute();
    expect(accounts).toHaveLength(1);
    const bindings = await db
      .selectFrom('user_external_login')
      .select('user_id')
      .where('provider', '=', SLUG)
      .where('external_id', '=', 'frida-1')
      .execute();
    expect(bindings).toEqual([{ user_id: accounts[0]!.id }]);
    const signedIn = await Promise.all(browsers.map(async (browser) => (await whoIs(sessionOf(browser)))?.id));
    expect(signedIn).toEqual(Array.from({ length: together }, () => accounts[0]!.id));
  });

  it('binds the provider account to the existing account holding the verified email', async () => {
    const existing = await seedAccount(server, { email: 'dana@example.org', password: 'dana password' });
    const { browser } = await signIn('dana-1');
    expect((await whoIs(sessionOf(browser)))?.id).toBe(existing);
  });

  it('asks for an address when the provider gives no verified one, and signs in from the emailed link once', async () => {
    for (const account of ['bob-1', 'carol-1']) {
      const { landed, browser } = await signIn(account);
      expect(landed.pathname).toBe(`/answer${constants.connector.confirm_email_page}`);
      expect(sessionOf(browser)).toBeUndefined();
      expect(landed.searchParams.get('binding_key')).toMatch(/^[\w-]{20,}$/);
    }
    const { landed } = await signIn('bob-1');
    const bindingKey = landed.searchParams.get('binding_key')!;
    const given = await server.request(`${API}/connector/binding/email`, {
      method: 'POST',
      json: { binding_key: bindingKey, e_mail: 'bob@example.org' },
    });
    expect(given.body.data).toEqual({ email_exist_and_must_be_confirmed: true, access_token: '' });
    const link = linkIn(await smtp.nextMailTo('bob@example.org'));
    expect(link.pathname).toBe(`/answer${constants.connector.confirm_email_page}`);
    const confirm = () =>
      server.request(`${API}/connector/binding/confirm`, {
        method: 'POST',
        json: { code: link.searchParams.get('code') },
        language: 'zh_CN',
      });
    const confirmed = await confirm();
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data).toMatchObject({ e_mail: 'bob@example.org', display_name: 'Bob Without Mail' });
    expect((await whoIs(confirmed.body.data.access_token))?.e_mail).toBe('bob@example.org');

    const reused = await confirm();
    expect(reused.status).toBe(400);
    expect(reused.body.msg).toBe(zh['error.connector.binding_expired']);
    // bound now: the next sign-in goes straight in
    const later = await signIn('bob-1');
    expect((await whoIs(sessionOf(later.browser)))?.e_mail).toBe('bob@example.org');
  });

  it('refuses an unknown binding key with the localized message and a bad address on its field', async () => {
    const unknown = await server.request(`${API}/connector/binding/email`, {
      method: 'POST',
      json: { binding_key: 'nope', e_mail: 'x@example.org' },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.msg).toBe(en['error.connector.binding_expired']);
    const malformed = await server.request(`${API}/connector/binding/email`, {
      method: 'POST',
      json: { binding_key: 'nope', e_mail: 'not an address' },
      language: 'zh_CN',
    });
    expect(malformed.status).toBe(400);
    expect((malformed.body.data as Array<{ error_field: string }>)[0]!.error_field).toBe('e_mail');
  });

  it('refuses the login when the person denies access at the provider', async () => {
    const { landed, browser } = await signIn('alice-1', { decision: 'deny', start: await loginLink() });
    expect(landed.pathname).toBe(`/answer${constants.connector.landing_page}`);
    expect(landed.searchParams.get('error')).toBe('email_denied');
    expect(sessionOf(browser)).toBeUndefined();
  });

  it('accepts a state once, only from the browser that started the login', async () => {
    const { browser, callback } = await signIn('erin-1');
    const replayBrowser = new CookieBrowser();
    replayBrowser.setCookie(server.baseUrl, STATE_COOKIE, new URL(callback).searchParams.get('state')!);
    const replayed = await replayBrowser.go(callback);
    expect(replayed.location).toBe(errorPage());
    expect(sessionOf(replayBrowser)).toBeUndefined();
    expect(sessionOf(browser)).toBeDefined();

    // a callback whose state this browser was never given (login CSRF) is refused before the code is used
    const victim = new CookieBrowser();
    const attacker = new CookieBrowser();
    const forged = await throughProvider(attacker, await loginLink(), 'erin-1');
    await victim.go(await loginLink());
    const landed = await victim.go(forged);
    expect(landed.location).toBe(errorPage());
    expect(sessionOf(victim)).toBeUndefined();
  });

  it('ends a login on the server error page when the provider is down, misnamed or refuses the exchange', async () => {
    const elsewhere = provider.issuer.replace('127.0.0.1', 'localhost');
    expect((await saveSettings(settings(elsewhere))).status).toBe(200);
    const misnamed = await new CookieBrowser().go(await loginLink());
    expect(misnamed.status).toBe(302);
    expect(misnamed.location).toBe(errorPage());

    // nothing listens on the discard port
    expect((await saveSettings(settings('http://127.0.0.1:9/'))).status).toBe(200);
    expect((await new CookieBrowser().go(await loginLink())).location).toBe(errorPage());

    expect((await saveSettings({ ...settings(), client_secret: 'not the secret' })).status).toBe(200);
    const { landed, browser } = await signIn('erin-1');
    expect(landed.href).toBe(errorPage());
    expect(sessionOf(browser)).toBeUndefined();
  });

  it('links and unlinks a provider account from the settings of a signed-in person', async () => {
    await seedAccount(server, { email: 'frank@example.org', password: 'frank password' });
    const token = (await login(server, 'frank@example.org', 'frank password')).body.data.access_token as string;
    const listed = async () =>
      (await server.request(`${API}/connector/user/info`, authorized(token))).body.data as Array<
        Record<string, unknown>
      >;
    expect(await listed()).toEqual([
      {
        name: 'Test ID',
        icon: expect.any(String),
        link: expect.stringContaining('?bind=true'),
        binding: false,
        external_id: '',
      },
    ]);
    const browser = new CookieBrowser();
    browser.setCookie(server.baseUrl, SESSION_COOKIE, token);
    const { landed } = await signIn('carol-1', { browser, start: (await listed())[0]!.link as string });
    expect(landed.pathname).toBe(`/answer${constants.connector.settings_page}`);
    expect(await listed()).toMatchObject([{ binding: true, external_id: 'carol-1' }]);

    const unbind = (externalId: string, who = token, language = 'en_US') =>
      server.request(`${API}/connector/user/unbinding`, {
        method: 'DELETE',
        json: { external_id: externalId },
        ...authorized(who, language),
      });
    expect((await unbind('someone-else')).body.msg).toBe(en['error.connector.not_bound']);
    expect((await unbind('carol-1')).status).toBe(200);
    expect(await listed()).toMatchObject([{ binding: false, external_id: '' }]);
  });

  it('refuses to remove the only way in of an account without a password', async () => {
    const { browser } = await signIn('alice-1');
    const session = sessionOf(browser)!;
    for (const [language, messages] of [
      ['en_US', en],
      ['zh_CN', zh],
    ] as const) {
      const refused = await server.request(`${API}/connector/user/unbinding`, {
        method: 'DELETE',
        json: { external_id: 'alice-1' },
        ...authorized(session, language),
      });
      expect(refused.status).toBe(400);
      expect(refused.body.msg).toBe(messages['error.connector.last_method']);
    }
    const hostile = await server.request(`${API}/connector/user/unbinding`, {
      method: 'DELETE',
      json: { external_id: 'x'.repeat(10_000) },
      ...authorized(session),
    });
    expect(hostile.status).toBe(400);
  });
});
