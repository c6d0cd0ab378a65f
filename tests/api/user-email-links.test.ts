import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { constants } from '../../generated/constants.ts';
import en from '../../generated/messages/en_US.ts';
import zh from '../../generated/messages/zh_CN.ts';
import { writeSetting } from '../../src/server/db/settings-store.ts';
import { hashCode, issueCode } from '../../src/server/modules/user/codes.ts';
import { issueUnsubscribeCode } from '../../src/server/modules/user/unsubscribe-codes.ts';
import { linkIn, startSmtpServer, type TestSmtpServer } from '../support/smtp.ts';
import { testEngines } from './support/databases.ts';
import { RequestWork, SITE_HASH_COST } from './support/request-work.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';
import { authorized, configureSite, forgetRateLimits, login, seedAccount, SITE_NAME } from './support/user-accounts.ts';

const catalogues = { en_US: en, zh_CN: zh } as const;
const QUIET_MS = 500;

const codeOf = (url: URL) => url.searchParams.get('code')!;

describe.each(testEngines())('emailed links on $name', (engine) => {
  let server: TestServer;
  let smtp: TestSmtpServer;
  let adminToken: string;
  const work = new RequestWork();
  beforeAll(async () => {
    server = await startTestServer(engine, { plugins: [work.statements] });
    smtp = await startSmtpServer();
    await configureSite(server, smtp);
    await seedAccount(server, { email: 'admin@example.org', password: 'admin password', role: constants.roles.admin });
    adminToken = (await login(server, 'admin@example.org', 'admin password')).body.data.access_token;
  });
  // Each test starts with fresh limits, as a person coming back later would.
  beforeEach(() => forgetRateLimits(server));
  afterAll(async () => {
    await server.close();
    await smtp.close();
  });

  const post = (path: string, json: unknown, extra: { headers?: Record<string, string>; language?: string } = {}) =>
    server.request(`/answer/api/v1/${path}`, { method: 'POST', json, ...extra });
  const put = (path: string, json: unknown, extra: { headers?: Record<string, string>; language?: string } = {}) =>
    server.request(`/answer/api/v1/${path}`, { method: 'PUT', json, ...extra });

  it('resets a password from the emailed link, ending every session; the link works once', async () => {
    await seedAccount(server, { email: 'forgetful@example.org', password: 'old password' });
    const session = (await login(server, 'forgetful@example.org', 'old password')).body.data.access_token;
    const asked = await post('user/password/reset', { e_mail: 'Forgetful@example.org' });
    expect(asked.status).toBe(200);
    expect(asked.body.data).toBeNull();
    const mail = await smtp.nextMailTo('forgetful@example.org');
    expect(mail.subject).toBe(`[${SITE_NAME}] Password reset`);
    const link = linkIn(mail);
    expect(link.pathname).toBe('/answer/users/password-reset');

    const replaced = await post('user/password/replacement', { code: codeOf(link), pass: 'new password' });
    expect(replaced.status).toBe(200);
    expect((await server.request('/answer/api/v1/user/info', authorized(session))).body.data).toBeNull();
    expect((await login(server, 'forgetful@example.org', 'old password')).status).toBe(400);
    expect((await login(server, 'forgetful@example.org', 'new password')).status).toBe(200);

    const reused = await post(
      'user/password/replacement',
      { code: codeOf(link), pass: 'third password' },
      { language: 'zh_CN' },
    );
    expect(reused.status).toBe(403);
    expect(reused.body).toMatchObject({ msg: zh['error.email.verify_url_expired'], data: { type: 'url_expired' } });
  });

  it.each(['en_US', 'zh_CN'] as const)('checks the new password with its exact message in %s', async (language) => {
    const { status, body } = await post('user/password/replacement', { code: 'anything', pass: 'short' }, { language });
    expect(status).toBe(400);
    expect(body.data).toEqual([
      {
        error_field: 'pass',
        error_msg: catalogues[language]['validation.password.length']
          .replace('{min}', String(constants.limits.password.min))
          .replace('{max}', String(constants.limits.password.max)),
      },
    ]);
  });

  it('answers a reset for an unknown email exactly as for a known one, after the same work, and sends nothing', async () => {
    await seedAccount(server, { email: 'known@example.org', password: 'some password' });
    const known = await post('user/password/reset', { e_mail: 'known@example.org' });
    const unknown = await post('user/password/reset', { e_mail: 'stranger@example.org' });
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    await smtp.nextMailTo('known@example.org');

    await forgetRateLimits(server);
    const unknownWork = await work.of(server, () => post('user/password/reset', { e_mail: 'stranger@example.org' }));
    await forgetRateLimits(server);
    const knownWork = await work.of(server, async () => {
      await post('user/password/reset', { e_mail: 'known@example.org' });
      await smtp.nextMailTo('known@example.org');
    });
    expect(unknownWork).toEqual(knownWork);

    await new Promise((resolve) => setTimeout(resolve, QUIET_MS));
    expect(smtp.messages.filter((mail) => mail.to.includes('stranger@example.org'))).toEqual([]);
  });

  it('answers many reset requests at once for unknown addresses alike (their unsent codes share one holder)', async () => {
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, index) => post('user/password/reset', { e_mail: `nobody-${index}@example.org` })),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(200));
  });

  it('changes the email through a link sent to the new address; the password is required for a confirmed account', async () => {
    await seedAccount(server, { email: 'mover@example.org', password: 'mover password' });
    const token = (await login(server, 'mover@example.org', 'mover password')).body.data.access_token;

    const noPassword = await post('user/email/change/code', { e_mail: 'moved@example.org' }, authorized(token));
    expect(noPassword.status).toBe(400);
    expect(noPassword.body.data).toEqual([
      { error_field: 'pass', error_msg: en['error.object.old_password_verification_failed'] },
    ]);

    const asked = await post(
      'user/email/change/code',
      { e_mail: 'moved@example.org', pass: 'mover password' },
      authorized(token),
    );
    expect(asked.status).toBe(200);
    const mail = await smtp.nextMailTo('moved@example.org');
    expect(mail.subject).toBe(`[${SITE_NAME}] Confirm your new email address`);
    const link = linkIn(mail);
    expect(link.pathname).toBe('/answer/users/confirm-new-email');

    const confirmed = await put('user/email', { code: codeOf(link) });
    expect(confirmed.status).toBe(200);
    expect((await server.request('/answer/api/v1/user/info', authorized(token))).body.data.e_mail).toBe(
      'moved@example.org',
    );
    expect((await login(server, 'moved@example.org', 'mover password')).status).toBe(200);
    expect((await put('user/email', { code: codeOf(link) })).body.data).toEqual({ type: 'url_expired' });
  });

  it('answers a change to a taken address byte for byte as to a free one, after the same work: the free one gets the link, the taken one a notice and no code', async () => {
    await seedAccount(server, { email: 'asker@example.org', password: 'asker password' });
    await seedAccount(server, { email: 'holder@example.org', password: 'holder password' });
    const token = (await login(server, 'asker@example.org', 'asker password')).body.data.access_token;
    const ask = (email: string) =>
      post('user/email/change/code', { e_mail: email, pass: 'asker password' }, authorized(token, 'zh_CN'));

    const free = await ask('free@example.org');
    const freeCode = codeOf(linkIn(await smtp.nextMailTo('free@example.org')));
    const taken = await ask('HOLDER@example.org');
    expect(taken.status).toBe(free.status);
    expect(taken.text).toBe(free.text);
    expect(taken.body).toMatchObject({ code: 200, data: null });

    const notice = await smtp.nextMailTo('holder@example.org');
    expect(notice.subject).toBe(`[${SITE_NAME}] Someone asked to move an account to this address`);
    expect(notice.text).toContain(`${server.baseUrl}/answer/users/login`);
    expect(notice.text).toContain(`${server.baseUrl}/answer/users/account-recovery`);
    expect(notice.text).not.toContain('code=');
    // no code for the taken address, and the earlier link stopped working as it would after any new request
    const codes = await server.database.db
      .selectFrom('user_email_code')
      .select('e_mail')
      .where('purpose', '=', 'change_email')
      .execute();
    expect(codes.filter((code) => code.e_mail.toLowerCase() === 'holder@example.org')).toEqual([]);
    expect((await put('user/email', { code: freeCode })).body.data).toEqual({ type: 'url_expired' });

    await forgetRateLimits(server);
    const takenWork = await work.of(server, async () => {
      await ask('holder@example.org');
      await smtp.nextMailTo('holder@example.org');
    });
    await forgetRateLimits(server);
    const freeWork = await work.of(server, async () => {
      await ask('free-again@example.org');
      await smtp.nextMailTo('free-again@example.org');
    });
    expect(takenWork).toEqual(freeWork);
    expect(takenWork).toContain(`argon2 verify ${SITE_HASH_COST}`);
    await new Promise((resolve) => setTimeout(resolve, QUIET_MS));
    expect(
      smtp.messages
        .filter((mail) => mail.to.includes('holder@example.org'))
        .every((mail) => !mail.text.includes('code=')),
    ).toBe(true);
    expect((await server.request('/answer/api/v1/user/info', authorized(token))).body.data.e_mail).toBe(
      'asker@example.org',
    );
  });

  it('lets an inactive account fix a mistyped address without its password, which also confirms it', async () => {
    await seedAccount(server, { email: 'typo@exmaple.org', password: 'typo password', active: false });
    const token = (await login(server, 'typo@exmaple.org', 'typo password')).body.data.access_token;
    expect((await post('user/email/change/code', { e_mail: 'typo@example.org' }, authorized(token))).status).toBe(200);
    const code = codeOf(linkIn(await smtp.nextMailTo('typo@example.org')));
    expect((await put('user/email', { code })).status).toBe(200);
    expect((await server.request('/answer/api/v1/user/info', authorized(token))).body.data).toMatchObject({
      e_mail: 'typo@example.org',
      status: 'normal',
    });
  });

  it('refuses the switch when the new address was taken after the link was sent', async () => {
    await seedAccount(server, { email: 'racer@example.org', password: 'racer password' });
    const token = (await login(server, 'racer@example.org', 'racer password')).body.data.access_token;
    await post(
      'user/email/change/code',
      { e_mail: 'contested@example.org', pass: 'racer password' },
      authorized(token),
    );
    const code = codeOf(linkIn(await smtp.nextMailTo('contested@example.org')));
    await seedAccount(server, { email: 'contested@example.org', password: 'first come' });
    const late = await put('user/email', { code }, { language: 'zh_CN' });
    expect(late.status).toBe(400);
    expect(late.body.data).toEqual([{ error_field: 'e_mail', error_msg: zh['error.email.duplicate'] }]);
  });

  it('records an unsubscribe from a notification link, and refuses a code no mail carried', async () => {
    const userId = await seedAccount(server, { email: 'quiet@example.org', password: 'quiet password' });
    const db = server.database.db;
    const code = await issueUnsubscribeCode(db, userId);
    const stored = await db.selectFrom('unsubscribe_code').select('code_hash').where('user_id', '=', userId).execute();
    // only the hash is kept
    expect(stored.map((row) => row.code_hash)).toEqual([hashCode(code)]);

    expect((await put('user/notification/unsubscribe', { code })).status).toBe(200);
    const configs = await db
      .selectFrom('user_notification_config')
      .select(['source', 'channels'])
      .where('user_id', '=', userId)
      .execute();
    expect(configs.map((row) => row.source).sort()).toEqual([...constants.notification_config.sources].sort());
    for (const row of configs) expect(JSON.parse(row.channels)).toEqual([{ key: 'email', enable: false }]);

    const unknown = await put('user/notification/unsubscribe', { code: `${code}x` }, { language: 'zh_CN' });
    expect(unknown.status).toBe(403);
    expect(unknown.body).toMatchObject({ msg: zh['error.email.verify_url_expired'], data: { type: 'url_expired' } });
  });

  it('never accepts a code for another purpose', async () => {
    const userId = await seedAccount(server, { email: 'mixed@example.org', password: 'mixed password', active: false });
    const code = await issueCode(server.database.db, userId, 'password_reset', 'mixed@example.org');
    expect((await post('user/email/verification', { code })).status).toBe(403);
    expect((await put('user/email', { code })).status).toBe(403);
    expect((await put('user/notification/unsubscribe', { code })).status).toBe(403);
    expect((await post('user/password/replacement', { code, pass: 'mixed new password' })).status).toBe(200);
  });

  it('gives an admin a working activation link and resends the mail; others get 401/403', async () => {
    const userId = await seedAccount(server, {
      email: 'pending@example.org',
      password: 'pending password',
      active: false,
    });
    const admin = authorized(adminToken);
    const asked = await server.request(`/answer/admin/api/user/activation?user_id=${userId}`, admin);
    expect(asked.status).toBe(200);
    const link = new URL(asked.body.data.activation_url);
    expect(`${link.origin}${link.pathname}`).toBe(`${server.baseUrl}/answer/users/account-activation`);

    const resent = await server.request('/answer/admin/api/user/activation', {
      method: 'POST',
      json: { user_id: userId },
      ...admin,
    });
    expect(resent.status).toBe(200);
    const mail = await smtp.nextMailTo('pending@example.org');
    // the mailed link replaced the one the admin was shown
    expect((await post('user/email/verification', { code: codeOf(link) })).status).toBe(403);
    expect((await post('user/email/verification', { code: codeOf(linkIn(mail)) })).status).toBe(200);

    const missing = await server.request('/answer/admin/api/user/activation?user_id=999999', admin);
    expect(missing.status).toBe(404);
    expect((await server.request(`/answer/admin/api/user/activation?user_id=${userId}`)).status).toBe(401);
    const userToken = (await login(server, 'pending@example.org', 'pending password')).body.data.access_token;
    expect(
      (await server.request(`/answer/admin/api/user/activation?user_id=${userId}`, authorized(userToken))).status,
    ).toBe(403);
  });

  it('writes the mail to the server log when no SMTP server is configured', async () => {
    await writeSetting(server.database.db, 'smtp', {});
    try {
      await seedAccount(server, { email: 'offline@example.org', password: 'offline password' });
      await post('user/password/reset', { e_mail: 'offline@example.org' });
      await expect
        .poll(() =>
          server.logs.find((line) => (line.mail as { to?: string } | undefined)?.to === 'offline@example.org'),
        )
        .toBeTruthy();
      const line = server.logs.find(
        (entry) => (entry.mail as { to?: string } | undefined)?.to === 'offline@example.org',
      )!;
      expect(line.mail).toMatchObject({
        subject: `[${SITE_NAME}] Password reset`,
        link: expect.stringContaining('/answer/users/password-reset?code='),
      });
    } finally {
      await configureSite(server, smtp);
    }
  });
});
