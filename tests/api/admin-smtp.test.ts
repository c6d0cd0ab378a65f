// The admin SMTP page (spec/settings/smtp.yaml): the password never answered, the sender's name never an
// address, and a test mail sent through the new settings (encryption and login honoured) before they are
// saved; account mails then go out through them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { constants } from '../../generated/constants.ts';
import { readSettings } from '../../src/server/db/settings-store.ts';
import { startSmtpServer, type TestSmtpServer } from '../support/smtp.ts';
import { ADMIN_API } from './support/admin-settings.ts';
import { seedCommunity, type Member } from './support/community.ts';
import { testEngines } from './support/databases.ts';
import { API } from './support/questions.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';
import { configureSite, seedAccount } from './support/user-accounts.ts';

const SMTP_PATH = `${ADMIN_API}/setting/smtp`;
const LOGIN = { user: 'mailer', pass: 'mailer secret' };

describe.each(testEngines())('admin SMTP settings on $name', (engine) => {
  let server: TestServer;
  let open: TestSmtpServer;
  let guarded: TestSmtpServer;
  let admin: Member;
  let member: Member;

  beforeAll(async () => {
    server = await startTestServer(engine);
    open = await startSmtpServer();
    guarded = await startSmtpServer({ auth: LOGIN });
    await configureSite(server, open);
    ({ admin, newcomer: member } = await seedCommunity(server));
  });
  afterAll(async () => {
    await server?.close();
    await open?.close();
    await guarded?.close();
  });

  const put = (body: Record<string, unknown>, language = 'en_US') =>
    server.request(SMTP_PATH, { method: 'PUT', headers: admin.as.headers, language, json: body });
  const stored = async () => (await readSettings(server.database.db)).smtp as Record<string, unknown>;
  const settingsFor = (peer: TestSmtpServer, changes: Record<string, unknown> = {}) => ({
    from_email: 'noreply@example.org',
    from_name: 'Harbour',
    smtp_host: '127.0.0.1',
    smtp_port: peer.port,
    encryption: 'none',
    smtp_username: '',
    smtp_password: '',
    smtp_authentication: false,
    ...changes,
  });

  it('is for admins only', async () => {
    expect((await server.request(SMTP_PATH)).status).toBe(401);
    expect((await server.request(SMTP_PATH, member.as)).status).toBe(403);
    const refused = await server.request(SMTP_PATH, {
      method: 'PUT',
      headers: member.as.headers,
      json: settingsFor(open, { smtp_host: 'evil.example' }),
    });
    expect(refused.status).toBe(403);
    expect((await stored()).smtp_host).toBe('127.0.0.1');
  });

  it('keeps the password on the server: GET masks it, the mask sent back keeps it, a new one replaces it', async () => {
    expect(
      (
        await put(
          settingsFor(guarded, { smtp_authentication: true, smtp_username: 'mailer', smtp_password: 'first secret' }),
        )
      ).status,
    ).toBe(200);
    const shown = await server.request(SMTP_PATH, admin.as);
    expect(shown.body.data).toMatchObject({
      smtp_username: 'mailer',
      smtp_password: constants.smtp.password_mask,
      test_email_recipient: '',
    });
    expect(JSON.stringify(shown.body)).not.toContain('first secret');

    expect((await put({ ...shown.body.data, from_name: 'Harbour Team' })).status).toBe(200);
    expect(await stored()).toMatchObject({ from_name: 'Harbour Team', smtp_password: 'first secret' });
    expect((await put({ ...shown.body.data, smtp_password: 'second secret' })).status).toBe(200);
    expect((await stored()).smtp_password).toBe('second secret');
    expect((await stored()).test_email_recipient).toBeUndefined();
  });

  it('refuses a sender name that is an address, a port out of range and an unknown encryption, changing nothing', async () => {
    const before = await stored();
    for (const [field, value] of [
      ['from_name', 'noreply@example.org'],
      ['smtp_port', 0],
      ['smtp_port', constants.limits.smtp_port.max + 1],
      ['encryption', 'starttls'],
    ] as const) {
      const refused = await put(settingsFor(open, { [field]: value }));
      expect(refused.status, `${field} ${value}`).toBe(400);
      expect(refused.body.data[0].error_field).toBe(field);
    }
    expect(await stored()).toEqual(before);
  });

  it('sends a test mail in the admin language with the new settings, then saves them; account mails follow', async () => {
    const saved = await put(settingsFor(open, { test_email_recipient: 'keeper@example.org' }), 'zh_CN');
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const mail = await open.nextMailTo('keeper@example.org');
    expect(mail.subject).toBe('[Test Site] 测试邮件');
    expect(mail.text).toContain('Test Site');
    expect(mail.raw).toMatch(/From: Harbour <noreply@example.org>/);
    expect(await stored()).toMatchObject({ smtp_port: open.port, smtp_authentication: false });

    await seedAccount(server, { email: 'reader@example.org', password: 'reader password' });
    await server.request(`${API}/user/password/reset`, { method: 'POST', json: { e_mail: 'reader@example.org' } });
    expect((await open.nextMailTo('reader@example.org')).subject).toBe('[Test Site] Password reset');
  });

  it('signs in when authentication is on, and refuses the save when the server does not take the mail', async () => {
    const signedIn = await put(
      settingsFor(guarded, {
        smtp_authentication: true,
        smtp_username: LOGIN.user,
        smtp_password: LOGIN.pass,
        test_email_recipient: 'auth@example.org',
      }),
    );
    expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200);
    expect((await guarded.nextMailTo('auth@example.org')).subject).toBe('[Test Site] Test Email');
    const kept = await stored();

    for (const changes of [
      // a wrong password, no login at all to a server that needs one, SSL to a server that speaks plain SMTP
      { smtp_authentication: true, smtp_username: LOGIN.user, smtp_password: 'wrong' },
      { smtp_authentication: false },
      { smtp_authentication: true, smtp_username: LOGIN.user, smtp_password: LOGIN.pass, encryption: 'ssl' },
    ]) {
      const refused = await put(settingsFor(guarded, { ...changes, test_email_recipient: 'auth@example.org' }));
      expect(refused.status, JSON.stringify(changes)).toBe(400);
      expect(refused.body.data[0].error_field).toBe('test_email_recipient');
      expect(refused.body.data[0].error_msg).toMatch(/^The test email could not be sent: /);
      expect(await stored()).toEqual(kept);
    }
  });
});
