import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { constants } from '../../generated/constants.ts';
import en from '../../generated/messages/en_US.ts';
import zh from '../../generated/messages/zh_CN.ts';
import { writeSetting } from '../../src/server/db/settings-store.ts';
import { linkIn, startSmtpServer, type TestSmtpServer } from '../support/smtp.ts';
import { testEngines } from './support/databases.ts';
import { RequestWork, SITE_HASH_COST } from './support/request-work.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';
import { authorized, configureSite, forgetRateLimits, login, seedAccount, SITE_NAME } from './support/user-accounts.ts';

const limits = constants.limits;
const QUIET_MS = 500;
const catalogues = { en_US: en, zh_CN: zh } as const;

function fill(message: string, values: Record<string, string | number>): string {
  return message.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]));
}

describe.each(testEngines())('registration by email on $name', (engine) => {
  let server: TestServer;
  let smtp: TestSmtpServer;
  const work = new RequestWork();
  beforeAll(async () => {
    server = await startTestServer(engine, { plugins: [work.statements] });
    smtp = await startSmtpServer();
    await configureSite(server, smtp);
  });
  beforeEach(async () => {
    await writeSetting(server.database.db, 'login', {});
  });
  // Each test starts with fresh limits, as a person coming back later would.
  beforeEach(() => forgetRateLimits(server));
  afterAll(async () => {
    await server.close();
    await smtp.close();
  });

  const register = (json: unknown, language = 'en_US') =>
    server.request('/answer/api/v1/user/register/email', { method: 'POST', json, language });
  const accountsOf = (email: string) =>
    server.database.db
      .selectFrom('users')
      .select(['id', 'username', 'display_name', 'mail_status'])
      .where('e_mail', '=', email)
      .execute();
  const accountOf = async (email: string) => {
    const [account] = await accountsOf(email);
    if (!account) throw new Error(`no account for ${email}`);
    return account;
  };

  it('signs a new account up inactive without a session, mails the activation link, and the link activates and signs in', async () => {
    const { status, body } = await register({
      name: 'Grace Hopper',
      e_mail: 'grace@example.org',
      pass: 'compilers-rule',
    });
    expect(status).toBe(200);
    expect(body.data).toEqual({ e_mail: 'grace@example.org' });
    expect(await accountOf('grace@example.org')).toMatchObject({
      username: 'grace-hopper',
      display_name: 'Grace Hopper',
      mail_status: constants.mail_status.inactive,
    });
    const sessions = await server.database.db
      .selectFrom('user_session')
      .select('id')
      .where('user_id', '=', (await accountOf('grace@example.org')).id)
      .execute();
    expect(sessions).toEqual([]);

    const mail = await smtp.nextMailTo('grace@example.org');
    expect(mail.subject).toBe(`[${SITE_NAME}] Confirm your new account`);
    const link = linkIn(mail);
    expect(`${link.origin}${link.pathname}`).toBe(`${server.baseUrl}/answer/users/account-activation`);
    expect(mail.html).toContain(link.search.replace(/&/g, '&#38;'));

    const code = link.searchParams.get('code')!;
    const activated = await server.request('/answer/api/v1/user/email/verification', {
      method: 'POST',
      json: { code },
    });
    expect(activated.status).toBe(200);
    expect(activated.body.data).toMatchObject({
      username: 'grace-hopper',
      mail_status: constants.mail_status.active,
      status: 'normal',
    });
    const fresh = await server.request('/answer/api/v1/user/info', authorized(activated.body.data.access_token));
    expect(fresh.body.data.status).toBe('normal');
    // activating earns the first reputation point, which is what asking and answering need
    expect(activated.body.data.rank).toBe(constants.reputation.changes['user.activated']);
    expect(fresh.body.data.rank).toBe(constants.reputation.changes['user.activated']);
    const may = await server.request(
      '/answer/api/v1/permission?action=question.add,answer.add',
      authorized(activated.body.data.access_token),
    );
    expect(may.body.data).toMatchObject({
      'question.add': { has_permission: true },
      'answer.add': { has_permission: true },
    });

    // a used link is spent
    const again = await server.request('/answer/api/v1/user/email/verification', { method: 'POST', json: { code } });
    expect(again.status).toBe(403);
    expect(again.body.data).toEqual({ type: 'url_expired' });
  });

  it.each(['en_US', 'zh_CN'] as const)(
    'applies the name, email and password rules with their exact messages in %s',
    async (language) => {
      const t = catalogues[language];
      const lengths = { min: limits.login_name.min, max: limits.login_name.max };
      const passLengths = { min: limits.password.min, max: limits.password.max };
      const tooShort = await register(
        { name: 'abc', e_mail: 'not-an-email', pass: 'x'.repeat(limits.password.min - 1) },
        language,
      );
      expect(tooShort.status).toBe(400);
      expect(tooShort.body.data).toEqual([
        { error_field: 'name', error_msg: fill(t['validation.login_name.length'], lengths) },
        { error_field: 'e_mail', error_msg: t['validation.email_invalid'] },
        { error_field: 'pass', error_msg: fill(t['validation.password.length'], passLengths) },
      ]);
      expect(tooShort.body.msg).toBe(fill(t['validation.login_name.length'], lengths));

      const tooLong = await register(
        {
          name: 'n'.repeat(limits.login_name.max + 1),
          e_mail: 'long@example.org',
          pass: 'p'.repeat(limits.password.max + 1),
        },
        language,
      );
      expect(tooLong.body.data).toEqual([
        { error_field: 'name', error_msg: fill(t['validation.login_name.length'], lengths) },
        { error_field: 'pass', error_msg: fill(t['validation.password.length'], passLengths) },
      ]);

      const badName = await register({ name: 'Ada<script>', e_mail: 'ada@example.org', pass: 'long enough' }, language);
      expect(badName.body.data).toEqual([{ error_field: 'name', error_msg: t['validation.login_name.pattern'] }]);

      const empty = await register({}, language);
      expect(empty.body.data).toEqual([
        { error_field: 'name', error_msg: t['user.field.name.required'] },
        { error_field: 'e_mail', error_msg: t['user.field.e_mail.required'] },
        { error_field: 'pass', error_msg: t['user.field.pass.required'] },
      ]);
    },
  );

  it.each([
    ['en_US', 'Someone tried to sign up with your email'],
    ['zh_CN', '有人尝试用你的邮箱注册'],
  ] as const)(
    'answers a taken address (whatever its case) byte for byte as a new one, creates nothing, and mails its %s holder a notice',
    async (language, subject) => {
      const tag = language.slice(0, 2);
      const holder = `holder-${tag}@example.org`;
      const holderId = await seedAccount(server, { email: holder, password: 'the real password' });
      await server.database.db.updateTable('users').set({ language }).where('id', '=', holderId).execute();

      const fresh = await register(
        { name: `Fresh ${tag}`, e_mail: `fresh-${tag}@example.org`, pass: 'password one' },
        language,
      );
      const taken = await register(
        { name: `Twin ${tag}`, e_mail: holder.toUpperCase(), pass: 'password two' },
        language,
      );
      expect(taken.status).toBe(fresh.status);
      // Each answer names the address it was given and nothing else: apart from it they are the same bytes.
      expect(taken.text.replace(holder.toUpperCase(), '<address>')).toBe(
        fresh.text.replace(`fresh-${tag}@example.org`, '<address>'),
      );
      expect(taken.body).toMatchObject({ code: 200, data: { e_mail: holder.toUpperCase() } });

      expect((await smtp.nextMailTo(`fresh-${tag}@example.org`)).subject).toBe(
        `[${SITE_NAME}] Confirm your new account`,
      );
      const notice = await smtp.nextMailTo(holder);
      expect(notice.subject).toBe(`[${SITE_NAME}] ${subject}`);
      expect(notice.text).toContain(`${server.baseUrl}/answer/users/login`);
      expect(notice.text).toContain(`${server.baseUrl}/answer/users/account-recovery`);
      expect(notice.html).toContain(`<a href="${server.baseUrl}/answer/users/account-recovery">`);
      expect(notice.text).not.toContain('code=');

      // nothing was made for the taken address: one account (the holder's, unchanged) and no code
      const accounts = await server.database.db
        .selectFrom('users')
        .select(['id', 'display_name'])
        .where('e_mail', 'in', [holder, holder.toUpperCase()])
        .execute();
      expect(accounts).toEqual([{ id: holderId, display_name: `holder-${tag}` }]);
      const codes = await server.database.db
        .selectFrom('user_email_code')
        .select('id')
        .where('user_id', '=', holderId)
        .execute();
      expect(codes).toEqual([]);
      expect((await login(server, holder, 'password two')).status).toBe(400);
      expect((await login(server, holder, 'the real password')).status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, QUIET_MS));
      expect(smtp.messages.filter((mail) => mail.to.includes(holder))).toHaveLength(1);
    },
  );

  it('does the same work for a taken address as for a new one, but for writing the new account', async () => {
    await seedAccount(server, { email: 'worked-holder@example.org', password: 'holder password' });
    const taken = await work.of(server, async () => {
      await register({ name: 'Worked Twin', e_mail: 'worked-holder@example.org', pass: 'some password' });
      await smtp.nextMailTo('worked-holder@example.org');
    });
    await forgetRateLimits(server);
    const fresh = await work.of(server, async () => {
      await register({ name: 'Worked New', e_mail: 'worked-new@example.org', pass: 'some password' });
      await smtp.nextMailTo('worked-new@example.org');
    });
    const writesAccount = (step: string) => /^sql insert into .users./.test(step);
    expect(fresh.filter(writesAccount)).toHaveLength(1);
    expect(fresh.filter((step) => !writesAccount(step))).toEqual(taken);
    expect(taken.filter((step) => step.startsWith('argon2'))).toEqual([`argon2 hash ${SITE_HASH_COST}`]);
    expect(await accountsOf('worked-holder@example.org')).toHaveLength(1);
  });

  it('derives the username from the name and adds a random suffix when it is taken', async () => {
    await register({ name: 'Same Name', e_mail: 'same1@example.org', pass: 'password one' });
    await register({ name: 'Same Name', e_mail: 'same2@example.org', pass: 'password two' });
    const first = await accountOf('same1@example.org');
    const second = await accountOf('same2@example.org');
    expect(first.username).toBe('same-name');
    expect(second.username).toMatch(new RegExp(`^same-name-[a-z0-9]{${constants.username_suffix_length}}$`));
    expect(second.username).toMatch(new RegExp(limits.username.pattern));
    expect(second.display_name).toBe('Same Name');
    await register({ name: 'Admin', e_mail: 'not-the-admin@example.org', pass: 'password one' });
    expect((await accountOf('not-the-admin@example.org')).username).toMatch(
      new RegExp(`^admin-[a-z0-9]{${constants.username_suffix_length}}$`),
    );
  });

  it('gives people who sign up at the same moment with the same name each an account and a username of their own', async () => {
    const emails = ['twin1@example.org', 'twin2@example.org', 'twin3@example.org', 'twin4@example.org'];
    const answers = await Promise.all(
      emails.map((email) => register({ name: 'Twin Name', e_mail: email, pass: 'password twin' })),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    const usernames = await Promise.all(emails.map(async (email) => (await accountOf(email)).username));
    expect(new Set(usernames).size).toBe(emails.length);
  });

  it.each(['en_US', 'zh_CN'] as const)(
    'is refused when registration or email registration is off, in %s',
    async (language) => {
      const t = catalogues[language];
      for (const login of [{ allow_new_registrations: false }, { allow_email_registrations: false }]) {
        await writeSetting(server.database.db, 'login', login);
        const { status, body } = await register(
          { name: 'Late Comer', e_mail: `late-${language}@example.org`, pass: 'password' },
          language,
        );
        expect(status).toBe(400);
        expect(body).toMatchObject({
          reason: 'error.user.not_allowed_registration',
          msg: t['error.user.not_allowed_registration'],
          data: { err_type: 'toast' },
        });
      }
      await writeSetting(server.database.db, 'login', {});
      const rows = await server.database.db
        .selectFrom('users')
        .select('id')
        .where('e_mail', '=', `late-${language}@example.org`)
        .execute();
      expect(rows).toEqual([]);
    },
  );

  it.each(['en_US', 'zh_CN'] as const)(
    'accepts only allowed email domains (and their subdomains) when a list is set, in %s',
    async (language) => {
      const t = catalogues[language];
      await writeSetting(server.database.db, 'login', { allow_email_domains: ['example.com'] });
      const outside = await register(
        { name: 'Out Sider', e_mail: `out-${language}@evil-example.com`, pass: 'password' },
        language,
      );
      expect(outside.status).toBe(400);
      expect(outside.body.data).toEqual([
        { error_field: 'e_mail', error_msg: t['error.email.illegal_email_domain_error'] },
      ]);
      const inside = await register(
        { name: `In Sider ${language}`, e_mail: `in-${language}@mail.example.com`, pass: 'password' },
        language,
      );
      expect(inside.status).toBe(200);
      const exact = await register(
        { name: `Ex Act ${language}`, e_mail: `exact-${language}@EXAMPLE.com`, pass: 'password' },
        language,
      );
      expect(exact.status).toBe(200);
    },
  );

  it('sends the activation mail in the site language, and resending replaces the earlier link', async () => {
    await writeSetting(server.database.db, 'interface', { language: 'zh_CN', time_zone: 'UTC' });
    try {
      await register({ name: 'Li Lei', e_mail: 'lilei@example.org', pass: 'password' });
      const first = await smtp.nextMailTo('lilei@example.org');
      expect(first.subject).toBe(`[${SITE_NAME}] 确认你的新账号`);
      expect(first.text).toContain('激活账号');

      const resent = await server.request('/answer/api/v1/user/email/verification/send', {
        method: 'POST',
        json: {},
        ...authorized((await login(server, 'lilei@example.org', 'password')).body.data.access_token),
      });
      expect(resent.status).toBe(200);
      const second = await smtp.nextMailTo('lilei@example.org');
      const oldCode = linkIn(first).searchParams.get('code')!;
      const newCode = linkIn(second).searchParams.get('code')!;
      expect(newCode).not.toBe(oldCode);

      const superseded = await server.request('/answer/api/v1/user/email/verification', {
        method: 'POST',
        json: { code: oldCode },
        language: 'zh_CN',
      });
      expect(superseded.status).toBe(403);
      expect(superseded.body).toMatchObject({
        reason: 'error.email.verify_url_expired',
        msg: zh['error.email.verify_url_expired'],
        data: { type: 'url_expired' },
      });
      const current = await server.request('/answer/api/v1/user/email/verification', {
        method: 'POST',
        json: { code: newCode },
      });
      expect(current.status).toBe(200);
    } finally {
      await writeSetting(server.database.db, 'interface', { language: 'en_US', time_zone: 'UTC' });
    }
  });

  it('refuses an expired activation link', async () => {
    await register({ name: 'Slow Reader', e_mail: 'slow@example.org', pass: 'password' });
    const code = linkIn(await smtp.nextMailTo('slow@example.org')).searchParams.get('code')!;
    await server.database.db
      .updateTable('user_email_code')
      .set({ expires_at: Math.floor(Date.now() / 1000) - 1 })
      .where('user_id', '=', (await accountOf('slow@example.org')).id)
      .execute();
    const expired = await server.request('/answer/api/v1/user/email/verification', {
      method: 'POST',
      json: { code },
      language: 'en_US',
    });
    expect(expired.status).toBe(403);
    expect(expired.body).toMatchObject({ msg: en['error.email.verify_url_expired'], data: { type: 'url_expired' } });
    const unknown = await server.request('/answer/api/v1/user/email/verification', {
      method: 'POST',
      json: { code: 'made-up' },
    });
    expect(unknown.status).toBe(403);
  });
});
