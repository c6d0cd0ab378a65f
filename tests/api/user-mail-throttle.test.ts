import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { constants } from '../../generated/constants.ts';
import en from '../../generated/messages/en_US.ts';
import zh from '../../generated/messages/zh_CN.ts';
import { countHit, counterKey } from '../../src/server/db/rate-counters.ts';
import { startSmtpServer, type TestSmtpServer } from '../support/smtp.ts';
import { testEngines } from './support/databases.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';
import { configureSite } from './support/user-accounts.ts';

const rules = constants.mail_throttle;

function fill(message: string, values: Record<string, string | number>): string {
  return message.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]));
}

describe.each(testEngines())('account mail limits on $name', (engine) => {
  let server: TestServer;
  let smtp: TestSmtpServer;
  let clients = 0;
  beforeAll(async () => {
    server = await startTestServer(engine, { trustedProxies: ['127.0.0.1'] });
    smtp = await startSmtpServer();
    await configureSite(server, smtp);
  });
  afterAll(async () => {
    await server.close();
    await smtp.close();
  });

  const newClient = () => `192.0.2.${(clients += 1)}`;
  const resetFrom = (client: string, email: string, language = 'en_US') =>
    server.request('/answer/api/v1/user/password/reset', {
      method: 'POST',
      json: { e_mail: email },
      language,
      headers: { 'x-forwarded-for': client },
    });
  const signUpFrom = (client: string, email: string) =>
    server.request('/answer/api/v1/user/register/email', {
      method: 'POST',
      json: { name: 'Flood Test', e_mail: email, pass: 'a long password' },
      headers: { 'x-forwarded-for': client },
    });

  it(`sends at most ${rules.per_recipient} account mails to one address, from whatever clients, then says so in each language`, async () => {
    const inbox = 'flooded@example.org';
    for (let sent = 0; sent < rules.per_recipient; sent += 1)
      expect((await resetFrom(newClient(), inbox)).status).toBe(200);
    for (const [language, t] of [
      ['en_US', en],
      ['zh_CN', zh],
    ] as const) {
      const refused = await resetFrom(newClient(), inbox.toUpperCase(), language);
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({
        reason: 'error.user.too_many_mails',
        msg: fill(t['error.user.too_many_mails'], { minutes: rules.window_minutes }),
        data: { err_type: 'toast' },
      });
    }
    // the sign-up of the same address is refused the same way, and creates nothing
    expect((await signUpFrom(newClient(), inbox)).body.reason).toBe('error.user.too_many_mails');
    expect(await server.database.db.selectFrom('users').select('id').where('e_mail', '=', inbox).execute()).toEqual([]);
    expect((await resetFrom(newClient(), 'someone-else@example.org')).status).toBe(200);
  });

  it(`stops a client after ${rules.per_client} account mails, whatever the addresses`, async () => {
    const client = newClient();
    for (let hit = 0; hit < rules.per_client - 1; hit += 1)
      await countHit(server.database.db, counterKey('mail.client', client), rules.window_minutes * 60);
    expect((await signUpFrom(client, 'last-allowed@example.org')).status).toBe(200);
    expect((await signUpFrom(client, 'one-too-many@example.org')).body.reason).toBe('error.user.too_many_mails');
    expect((await signUpFrom(newClient(), 'one-too-many@example.org')).status).toBe(200);
  });
});
