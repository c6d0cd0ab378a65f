import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { constants } from '../../generated/constants.ts';
import en from '../../generated/messages/en_US.ts';
import zh from '../../generated/messages/zh_CN.ts';
import { writeSetting } from '../../src/server/db/settings-store.ts';
import { startSmtpServer, type TestSmtpServer } from '../support/smtp.ts';
import { testEngines } from './support/databases.ts';
import { RequestWork, SITE_HASH_COST } from './support/request-work.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';
import { authorized, configureSite, forgetRateLimits, login, seedAccount } from './support/user-accounts.ts';

const catalogues = { en_US: en, zh_CN: zh } as const;

describe.each(testEngines())('login and logout on $name', (engine) => {
  let server: TestServer;
  let smtp: TestSmtpServer;
  const work = new RequestWork();
  beforeAll(async () => {
    server = await startTestServer(engine, { plugins: [work.statements] });
    smtp = await startSmtpServer();
    await configureSite(server, smtp);
    await seedAccount(server, { email: 'ada@example.org', password: 'analytical engine' });
    await seedAccount(server, { email: 'nobody-active@example.org', password: 'not yet active', active: false });
    const suspended = await seedAccount(server, { email: 'banned@example.org', password: 'misbehaved badly' });
    await server.database.db
      .updateTable('users')
      .set({ status: constants.user_status.suspended, suspended_until: Math.floor(Date.now() / 1000) + 86_400 })
      .where('id', '=', suspended)
      .execute();
  });
  // Each test starts with fresh limits, as a person coming back later would.
  beforeEach(() => forgetRateLimits(server));
  afterAll(async () => {
    await server.close();
    await smtp.close();
  });

  it('signs in with email (any case) and password, records the login time, and user/info shows the user', async () => {
    const before = Math.floor(Date.now() / 1000);
    const { status, body } = await login(server, 'ADA@example.org', 'analytical engine');
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      e_mail: 'ada@example.org',
      status: 'normal',
      mail_status: constants.mail_status.active,
    });
    expect(body.data.last_login_date).toBeGreaterThanOrEqual(before);
    const info = await server.request('/answer/api/v1/user/info', authorized(body.data.access_token));
    expect(info.body.data).toMatchObject({
      id: body.data.id,
      e_mail: 'ada@example.org',
      last_login_date: body.data.last_login_date,
    });
  });

  it('lets an inactive account sign in; it shows as inactive', async () => {
    const { status, body } = await login(server, 'nobody-active@example.org', 'not yet active');
    expect(status).toBe(200);
    expect(body.data.status).toBe('inactive');
  });

  it.each(['en_US', 'zh_CN'] as const)(
    'answers a wrong email and a wrong password identically in %s',
    async (language) => {
      const wrongPassword = await login(server, 'ada@example.org', 'difference engine', language);
      const wrongEmail = await login(server, 'charles@example.org', 'difference engine', language);
      expect(wrongPassword.status).toBe(400);
      expect(wrongEmail.status).toBe(400);
      expect(wrongEmail.body).toEqual(wrongPassword.body);
      expect(wrongPassword.body.data).toEqual([
        { error_field: 'e_mail', error_msg: catalogues[language]['error.object.email_or_password_incorrect'] },
      ]);
    },
  );

  it('does the same work for a wrong email as for a wrong password: the same statements and one argon2 verify', async () => {
    // the hash an unknown email is checked against is made on the first one
    await login(server, 'someone-first@example.org', 'wrong password here');
    await forgetRateLimits(server);
    const wrongEmail = await work.of(server, () => login(server, 'someone@example.org', 'wrong password here'));
    await forgetRateLimits(server);
    const wrongPassword = await work.of(server, () => login(server, 'ada@example.org', 'wrong password here'));
    expect(wrongEmail).toEqual(wrongPassword);
    expect(wrongEmail.filter((step) => step.startsWith('argon2'))).toEqual([`argon2 verify ${SITE_HASH_COST}`]);
  });

  it.each(['en_US', 'zh_CN'] as const)(
    'answers a suspended account with 403 suspended after a correct password, in %s',
    async (language) => {
      const { status, body } = await login(server, 'banned@example.org', 'misbehaved badly', language);
      expect(status).toBe(403);
      expect(body).toMatchObject({
        reason: 'error.user.suspended',
        msg: catalogues[language]['error.user.suspended'],
        data: { type: 'suspended' },
      });
      // a wrong password does not reveal the suspension
      expect((await login(server, 'banned@example.org', 'a wrong password', language)).status).toBe(400);
    },
  );

  it.each(['en_US', 'zh_CN'] as const)('is refused when password login is off, in %s', async (language) => {
    await writeSetting(server.database.db, 'login', { allow_password_login: false });
    try {
      const { status, body } = await login(server, 'ada@example.org', 'analytical engine', language);
      expect(status).toBe(400);
      expect(body).toMatchObject({
        reason: 'error.user.not_allowed_login_via_password',
        msg: catalogues[language]['error.user.not_allowed_login_via_password'],
      });
    } finally {
      await writeSetting(server.database.db, 'login', {});
    }
  });

  it('logs out exactly the current session', async () => {
    const first = (await login(server, 'ada@example.org', 'analytical engine')).body.data.access_token;
    const second = (await login(server, 'ada@example.org', 'analytical engine')).body.data.access_token;
    const out = await server.request('/answer/api/v1/user/logout', authorized(first));
    expect(out.status).toBe(200);
    expect((await server.request('/answer/api/v1/user/info', authorized(first))).body.data).toBeNull();
    expect((await server.request('/answer/api/v1/user/info', authorized(second))).body.data).toMatchObject({
      e_mail: 'ada@example.org',
    });
    expect((await server.request('/answer/api/v1/user/logout', authorized(first))).status).toBe(401);
    expect((await server.request('/answer/api/v1/user/logout')).status).toBe(401);
  });

  it('answers user/info with null data without a token or with an unknown one', async () => {
    const anonymous = await server.request('/answer/api/v1/user/info');
    expect(anonymous.status).toBe(200);
    expect(anonymous.body.data).toBeNull();
    const unknown = await server.request('/answer/api/v1/user/info', authorized('not-a-real-token'));
    expect(unknown.body.data).toBeNull();
  });

  it.each(['en_US', 'zh_CN'] as const)(
    'checks the email format and password length with exact messages in %s',
    async (language) => {
      const t = catalogues[language];
      const { status, body } = await login(server, 'not-an-email', 'short', language);
      expect(status).toBe(400);
      expect(body.data).toEqual([
        { error_field: 'e_mail', error_msg: t['validation.email_invalid'] },
        {
          error_field: 'pass',
          error_msg: t['validation.password.length']
            .replace('{min}', String(constants.limits.password.min))
            .replace('{max}', String(constants.limits.password.max)),
        },
      ]);
    },
  );
});
