import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { constants } from '../../generated/constants.ts';
import { testEngines } from './support/databases.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';
import { authorized, login, seedAccount, switchCaptchaOff } from './support/user-accounts.ts';

const { cookie } = constants.session;
const fromWebApp = { [cookie.header]: cookie.header_value };

/** The session cookie a response set, as `name=value`, and its attributes. */
function sessionCookieOf(headers: Headers): { pair: string; attributes: string[] } | null {
  const line = headers.getSetCookie().find((value) => value.startsWith(`${cookie.name}=`));
  if (!line) return null;
  const [pair, ...attributes] = line.split(';').map((part) => part.trim());
  return { pair: pair!, attributes: attributes.map((attribute) => attribute.toLowerCase()) };
}

describe.each(testEngines())('the web app session cookie on $name', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine, { trustedProxies: ['127.0.0.1'] });
    await switchCaptchaOff(server);
    await seedAccount(server, { email: 'ada@example.org', password: 'analytical engine' });
  });
  afterAll(async () => {
    await server.close();
  });

  const webLogin = (extra: Record<string, string> = {}) =>
    server.request('/answer/api/v1/user/login/email', {
      method: 'POST',
      json: { e_mail: 'ada@example.org', pass: 'analytical engine' },
      headers: { ...fromWebApp, ...extra },
    });
  const userInfo = (headers: Record<string, string>) => server.request('/answer/api/v1/user/info', { headers });

  it('gives the web app an HttpOnly, SameSite=Lax cookie and no token in the answer, and nothing is cached', async () => {
    const { status, body, headers } = await webLogin();
    expect(status).toBe(200);
    expect(body.data.e_mail).toBe('ada@example.org');
    expect(body.data).not.toHaveProperty('access_token');
    expect(headers.get('cache-control')).toBe('no-store');
    const set = sessionCookieOf(headers)!;
    expect(set.attributes).toEqual(
      expect.arrayContaining([
        'httponly',
        'samesite=lax',
        `path=${cookie.path}`,
        `max-age=${constants.session.token_ttl_days * 86_400}`,
      ]),
    );
    expect(set.attributes).not.toContain('secure');

    const info = await userInfo({ ...fromWebApp, cookie: set.pair });
    expect(info.body.data).toMatchObject({ e_mail: 'ada@example.org' });
    expect(info.body.data).not.toHaveProperty('access_token');
    expect(info.headers.get('cache-control')).toBe('no-store');
  });

  it('marks the cookie Secure when the site is reached over https through a trusted proxy', async () => {
    const set = sessionCookieOf((await webLogin({ 'x-forwarded-proto': 'https' })).headers)!;
    expect(set.attributes).toContain('secure');
  });

  it('does not count the cookie without the web app header, so another site cannot act with it', async () => {
    const set = sessionCookieOf((await webLogin()).headers)!;
    const info = await userInfo({ cookie: set.pair });
    expect(info.body.data).toBeNull();
    const write = await server.request('/answer/api/v1/user/logout', { headers: { cookie: set.pair } });
    expect(write.status).toBe(401);
    expect((await userInfo({ ...fromWebApp, cookie: set.pair })).body.data).not.toBeNull();
  });

  it('ends the session and clears the cookie on logout', async () => {
    const set = sessionCookieOf((await webLogin()).headers)!;
    const out = await server.request('/answer/api/v1/user/logout', { headers: { ...fromWebApp, cookie: set.pair } });
    expect(out.status).toBe(200);
    const cleared = sessionCookieOf(out.headers)!;
    expect(cleared.pair).toBe(`${cookie.name}=`);
    expect(cleared.attributes.some((attribute) => attribute.startsWith('expires=thu, 01 jan 1970'))).toBe(true);
    const stale = await userInfo({ ...fromWebApp, cookie: set.pair });
    expect(stale.body.data).toBeNull();
    // a browser still holding the dead cookie is told to drop it
    expect(sessionCookieOf(stale.headers)?.pair).toBe(`${cookie.name}=`);
  });

  it('keeps API clients on the Authorization header: the token in the answer and in user/info, no cookie', async () => {
    const { body, headers } = await login(server, 'ada@example.org', 'analytical engine');
    expect(sessionCookieOf(headers)).toBeNull();
    expect(headers.get('cache-control')).toBe('no-store');
    const token = body.data.access_token as string;
    expect(token.length).toBeGreaterThan(20);
    const info = await server.request('/answer/api/v1/user/info', authorized(token));
    expect(info.body.data.access_token).toBe(token);
    expect(info.headers.get('cache-control')).toBe('no-store');
  });
});
