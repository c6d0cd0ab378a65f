import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { constants } from '../../generated/constants.ts';
import en from '../../generated/messages/en_US.ts';
import zh from '../../generated/messages/zh_CN.ts';
import { countHit, counterKey, takeBackHit } from '../../src/server/db/rate-counters.ts';
import { writeSetting } from '../../src/server/db/settings-store.ts';
import { delayBeforeAttempt } from '../../src/server/modules/user/login-throttle.ts';
import { testEngines } from './support/databases.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';
import { seedAccount, switchCaptchaOff } from './support/user-accounts.ts';
import { recordIssuedCaptchaCodes } from './support/issued-captcha-codes.ts';

const rules = constants.login_throttle;
const LIMIT = rules.captcha_after_address_failures;
const WINDOW_SECONDS = rules.window_minutes * 60;

const issuedCodes = recordIssuedCaptchaCodes();

const captchaAsked = (t: Record<string, string>) => [
  { error_field: 'captcha_code', error_msg: t['validation.captcha.code_required'] },
];

describe('the delay before a login attempt', () => {
  it('starts after the allowed failures, doubles, and stops growing at its maximum', () => {
    expect(delayBeforeAttempt(rules.delay_after_failures)).toBe(0);
    expect(delayBeforeAttempt(rules.delay_after_failures + 1)).toBe(rules.delay_base_ms);
    expect(delayBeforeAttempt(rules.delay_after_failures + 2)).toBe(rules.delay_base_ms * 2);
    expect(delayBeforeAttempt(rules.delay_after_failures + 50)).toBe(rules.delay_max_ms);
  });
});

describe.each(testEngines())('login throttling on $name', (engine) => {
  // The site sits behind a proxy at 127.0.0.1 that names each client in X-Forwarded-For.
  let proxied: TestServer;
  // The same site reached directly: X-Forwarded-For from a client is not believed.
  let direct: TestServer;
  let people = 0;
  beforeAll(async () => {
    [proxied, direct] = await Promise.all([
      startTestServer(engine, { trustedProxies: ['127.0.0.1'] }),
      startTestServer(engine),
    ]);
    for (const server of [proxied, direct])
      await seedAccount(server, { email: 'target@example.org', password: 'the right password' });
    await switchCaptchaOff(direct);
  });
  afterAll(async () => {
    await Promise.all([proxied?.close(), direct?.close()]);
  });

  const loginFrom = (server: TestServer, client: string, email: string, pass: string, language = 'en_US') =>
    server.request('/answer/api/v1/user/login/email', {
      method: 'POST',
      json: { e_mail: email, pass },
      language,
      headers: { 'x-forwarded-for': client },
    });
  const newClient = () => `198.51.100.${(people += 1)}`;
  /** Failures a client already has, as if it had tried that often. */
  const failuresOf = async (server: TestServer, address: string, count: number) => {
    for (let hit = 0; hit < count; hit += 1)
      await countHit(server.database.db, counterKey('login.client', address), WINDOW_SECONDS);
  };

  it('counts hits atomically: a hundred at once each get a number of their own, and a new window starts again at one', async () => {
    const db = proxied.database.db;
    const key = counterKey('test.concurrent', 'one');
    const numbers = await Promise.all(Array.from({ length: 100 }, () => countHit(db, key, 60)));
    expect([...numbers].sort((a, b) => a - b)).toEqual(Array.from({ length: 100 }, (_, index) => index + 1));
    await takeBackHit(db, key);
    expect(await countHit(db, key, 60)).toBe(100);
    await db
      .updateTable('rate_counter')
      .set({ window_ends_at: Math.floor(Date.now() / 1000) })
      .where('counter_key', '=', key)
      .execute();
    expect(await countHit(db, key, 60)).toBe(1);
  });

  /** The captcha this client is shown before logging in (user/action/record), answered as a person reads it. */
  const solvedCaptcha = async (server: TestServer, client: string) => {
    const record = await server.request('/answer/api/v1/user/action/record?action=password', {
      headers: { 'x-forwarded-for': client },
    });
    expect(record.body.data.verify).toBe(true);
    const id = record.body.data.captcha_id as string;
    return { captcha_id: id, captcha_code: issuedCodes.get(id)! };
  };
  const loginSolving = async (server: TestServer, client: string, email: string, pass: string) =>
    server.request('/answer/api/v1/user/login/email', {
      method: 'POST',
      json: { e_mail: email, pass, ...(await solvedCaptcha(server, client)) },
      headers: { 'x-forwarded-for': client },
    });

  it(`after ${LIMIT} failures from one client asks it for a captcha, never refuses it: the right password with a solved captcha gets in`, async () => {
    const client = newClient();
    await failuresOf(proxied, client, LIMIT - 1);
    expect((await loginFrom(proxied, client, 'someone@example.org', 'a wrong password')).body.reason).toBe(
      'error.object.email_or_password_incorrect',
    );
    const asked = await loginFrom(proxied, client, 'target@example.org', 'the right password');
    expect(asked.status).toBe(400);
    expect(asked.body.data).toEqual(captchaAsked(en));
    expect((await loginFrom(proxied, client, 'unknown@example.org', 'whatever password', 'zh_CN')).body.data).toEqual(
      captchaAsked(zh),
    );
    expect((await loginSolving(proxied, client, 'target@example.org', 'the right password')).status).toBe(200);
    // another client behind the same proxy is not touched
    expect((await loginFrom(proxied, newClient(), 'target@example.org', 'the right password')).status).toBe(200);
  });

  it('checks no more passwords without a captcha than the limit allows when they arrive all at once', async () => {
    const client = newClient();
    await failuresOf(proxied, client, LIMIT - 5);
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        loginFrom(proxied, client, `guess${index}@example.org`, 'a wrong password'),
      ),
    );
    for (const answer of answers) expect(answer.status).toBe(400);
    const fields = answers.map((answer) => (answer.body.data as Array<{ error_field: string }>)[0]!.error_field);
    // at most the five below the limit reach the password check; the captcha after three failures may stop some of them
    expect(fields.filter((field) => field === 'e_mail').length).toBeLessThanOrEqual(5);
    expect(fields.filter((field) => field === 'captcha_code').length).toBeGreaterThanOrEqual(7);
  });

  it('keys on the connection when no proxy is trusted, and everyone sharing it still gets in with a captcha', async () => {
    // behind a proxy nobody configured, every person arrives from the proxy's address
    await failuresOf(direct, '127.0.0.1', LIMIT);
    await writeSetting(direct.database.db, 'plugin_status', { [constants.captcha.plugin_slug]: true });
    try {
      const forged = await loginFrom(direct, newClient(), 'target@example.org', 'the right password');
      expect(forged.body.data).toEqual(captchaAsked(en));
      expect((await loginSolving(direct, newClient(), 'target@example.org', 'the right password')).status).toBe(200);
    } finally {
      await writeSetting(direct.database.db, 'plugin_status', { [constants.captcha.plugin_slug]: false });
      await direct.database.db.deleteFrom('rate_counter').execute();
    }
  });

  it('never locks an account: after failures from many clients it asks for a captcha instead', async () => {
    const email = 'victim@example.org';
    for (let failure = 0; failure < rules.captcha_after_failures; failure += 1) {
      expect((await loginFrom(proxied, newClient(), email, `wrong guess ${failure}`)).body.reason).toBe(
        'error.object.email_or_password_incorrect',
      );
    }
    const next = await loginFrom(proxied, newClient(), email, 'another guess');
    expect(next.status).toBe(400);
    expect(next.body.data).toEqual([
      { error_field: 'captcha_code', error_msg: en['validation.captcha.code_required'] },
    ]);
  });

  it('shows the captcha an account asks for to the browser that met it, so its owner signs in', async () => {
    const email = 'owner@example.org';
    await seedAccount(proxied, { email, password: 'the right password' });
    for (let failure = 0; failure < rules.captcha_after_failures; failure += 1) {
      await loginFrom(proxied, newClient(), email, `wrong guess ${failure}`);
    }
    const owner = newClient();
    const asked = await loginFrom(proxied, owner, email, 'the right password');
    expect(asked.body.data).toEqual(captchaAsked(en));
    // the browser asks user/action/record again after a refused captcha: it must now say yes
    expect((await loginSolving(proxied, owner, email, 'the right password')).status).toBe(200);
    const after = await proxied.request('/answer/api/v1/user/action/record?action=password', {
      headers: { 'x-forwarded-for': owner },
    });
    expect(after.body.data.verify).toBe(false);
  });

  it("slows an account's attempts after failures, and the owner's success elsewhere does not wipe them", async () => {
    const attacker = newClient();
    for (let failure = 0; failure < rules.delay_after_failures; failure += 1) {
      expect((await loginFrom(direct, attacker, 'target@example.org', `wrong guess ${failure}`)).status).toBe(400);
    }
    await writeSetting(direct.database.db, 'plugin_status', { [constants.captcha.plugin_slug]: false });
    const owner = await loginFrom(direct, newClient(), 'target@example.org', 'the right password');
    expect(owner.status).toBe(200);
    const started = performance.now();
    expect((await loginFrom(direct, attacker, 'target@example.org', 'wrong again')).status).toBe(400);
    expect(performance.now() - started).toBeGreaterThanOrEqual(rules.delay_base_ms);
  });
});
