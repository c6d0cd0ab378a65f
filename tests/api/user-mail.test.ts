import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { writeSetting } from '../../src/server/db/settings-store.ts';
import { linkIn, startSmtpServer, type TestSmtpServer } from '../support/smtp.ts';
import { testEngines } from './support/databases.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';
import { configureSite, forgetRateLimits, login, seedAccount, SITE_NAME } from './support/user-accounts.ts';

const SMTP_LOGIN = { user: 'mailer', pass: 'mailer secret' };

describe.each(testEngines())('account mail over SMTP on $name', (engine) => {
  let server: TestServer;
  let smtp: TestSmtpServer;
  beforeAll(async () => {
    server = await startTestServer(engine);
    smtp = await startSmtpServer({ auth: SMTP_LOGIN });
    await configureSite(server, smtp);
  });
  // Each test starts with fresh limits, as a person coming back later would.
  beforeEach(() => forgetRateLimits(server));
  afterAll(async () => {
    await server.close();
    await smtp.close();
  });

  const useSmtpPassword = (password: string) =>
    writeSetting(server.database.db, 'smtp', {
      from_email: 'noreply@example.org',
      from_name: SITE_NAME,
      smtp_host: '127.0.0.1',
      smtp_port: smtp.port,
      encryption: 'none',
      smtp_authentication: true,
      smtp_username: SMTP_LOGIN.user,
      smtp_password: password,
    });

  it('signs in to the SMTP server with the configured login and sends HTML and text bodies with escaped content', async () => {
    await useSmtpPassword(SMTP_LOGIN.pass);
    await writeSetting(server.database.db, 'general', { name: 'Q&A <Site>', site_url: server.baseUrl });
    try {
      await seedAccount(server, { email: 'reader@example.org', password: 'reader password' });
      await server.request('/answer/api/v1/user/password/reset', {
        method: 'POST',
        json: { e_mail: 'reader@example.org' },
      });
      const mail = await smtp.nextMailTo('reader@example.org');
      expect(mail.subject).toBe('[Q&A <Site>] Password reset');
      expect(mail.text).toContain('Q&A <Site>');
      expect(mail.html).toContain('Q&#38;A &#60;Site&#62;');
      expect(mail.html).not.toContain('<Site>');
      expect(mail.html).toContain(`href="${linkIn(mail).href}"`);
    } finally {
      await writeSetting(server.database.db, 'general', { name: SITE_NAME, site_url: server.baseUrl });
    }
  });

  it('links to the address the request came to when no site URL is set', async () => {
    await useSmtpPassword(SMTP_LOGIN.pass);
    await writeSetting(server.database.db, 'general', { name: SITE_NAME, site_url: '' });
    try {
      await seedAccount(server, { email: 'origin@example.org', password: 'origin password' });
      await server.request('/answer/api/v1/user/password/reset', {
        method: 'POST',
        json: { e_mail: 'origin@example.org' },
      });
      const link = linkIn(await smtp.nextMailTo('origin@example.org'));
      expect(`${link.origin}${link.pathname}`).toBe(`${server.baseUrl}/answer/users/password-reset`);
    } finally {
      await writeSetting(server.database.db, 'general', { name: SITE_NAME, site_url: server.baseUrl });
    }
  });

  it("writes in the recipient's own language when they chose one", async () => {
    await useSmtpPassword(SMTP_LOGIN.pass);
    const userId = await seedAccount(server, { email: 'wang@example.org', password: 'wang password' });
    await server.database.db.updateTable('users').set({ language: 'zh_CN' }).where('id', '=', userId).execute();
    await server.request('/answer/api/v1/user/password/reset', {
      method: 'POST',
      json: { e_mail: 'wang@example.org' },
    });
    const mail = await smtp.nextMailTo('wang@example.org');
    expect(mail.subject).toBe(`[${SITE_NAME}] 重置密码`);
    expect(mail.html).toContain('<html lang="zh-CN">');
  });

  it('logs a failed send and keeps the new account', async () => {
    await useSmtpPassword('not the password');
    const { status } = await server.request('/answer/api/v1/user/register/email', {
      method: 'POST',
      json: { name: 'Unlucky One', e_mail: 'unlucky@example.org', pass: 'unlucky password' },
    });
    expect(status).toBe(200);
    await expect
      .poll(() =>
        server.logs.some(
          (line) => line.msg === 'sending mail failed' && (line.mail as { to?: string }).to === 'unlucky@example.org',
        ),
      )
      .toBe(true);
    expect(smtp.messages.some((mail) => mail.to.includes('unlucky@example.org'))).toBe(false);
    expect((await login(server, 'unlucky@example.org', 'unlucky password')).body.data).toMatchObject({
      e_mail: 'unlucky@example.org',
      status: 'inactive',
    });
  });
});
