import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { constants } from '../../generated/constants.ts';
import en from '../../generated/messages/en_US.ts';
import zh from '../../generated/messages/zh_CN.ts';
import { testEngines } from './support/databases.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';
import { authorized, login, seedAccount } from './support/user-accounts.ts';

const slug = constants.captcha.plugin_slug;
const statusPath = `${constants.admin_api_prefix}/plugin/status`;
const registerPath = `${constants.api_prefix}/user/register/email`;

describe.each(testEngines())('switching plugins on $name', (engine) => {
  let server: TestServer;
  let adminToken: string;
  let userToken: string;

  beforeAll(async () => {
    server = await startTestServer(engine);
    await seedAccount(server, { email: 'admin@example.org', password: 'admin password', role: constants.roles.admin });
    await seedAccount(server, { email: 'member@example.org', password: 'member password' });
    adminToken = (await login(server, 'admin@example.org', 'admin password')).body.data.access_token;
    userToken = (await login(server, 'member@example.org', 'member password')).body.data.access_token;
  });
  afterAll(async () => {
    await server.close();
  });

  const setCaptcha = (enabled: boolean, token?: string) =>
    server.request(statusPath, {
      method: 'PUT',
      json: { plugin_slug_name: slug, enabled },
      ...(token ? authorized(token) : {}),
    });
  const register = (email: string, language = 'en_US') =>
    server.request(registerPath, {
      method: 'POST',
      json: { name: 'New Member', e_mail: email, pass: 'a good password' },
      language,
    });

  it('keeps the switch to admins', async () => {
    expect((await setCaptcha(false)).status).toBe(401);
    expect((await setCaptcha(false, userToken)).status).toBe(403);
    const unknown = await server.request(statusPath, {
      method: 'PUT',
      json: { plugin_slug_name: 'nope', enabled: true },
      ...authorized(adminToken, 'zh_CN'),
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.msg).toBe(zh['error.plugin.not_found']);
  });

  it('with the built-in captcha on (its default), a sign-up without an answer is refused on captcha_code', async () => {
    const statuses = (await server.request(`${constants.api_prefix}/plugin/status`)).body.data;
    expect(statuses).toContainEqual({ slug_name: slug, enabled: true });
    const refused = await register('first@example.org');
    expect(refused.status).toBe(400);
    expect(refused.body.data).toEqual([
      { error_field: 'captcha_code', error_msg: en['validation.captcha.code_required'] },
    ]);
    const wrong = await server.request(registerPath, {
      method: 'POST',
      json: {
        name: 'New Member',
        e_mail: 'first@example.org',
        pass: 'a good password',
        captcha_id: 'made-up',
        captcha_code: 'ABCD',
      },
      language: 'zh_CN',
    });
    expect(wrong.body.data).toEqual([
      { error_field: 'captcha_code', error_msg: zh['error.object.captcha_verification_failed'] },
    ]);
    const users = await server.database.db
      .selectFrom('users')
      .select('e_mail')
      .where('e_mail', '=', 'first@example.org')
      .execute();
    expect(users).toHaveLength(0);
  });

  it('once an admin switches the captcha off, the same sign-up goes through; switched on, it is asked again', async () => {
    expect((await setCaptcha(false, adminToken)).status).toBe(200);
    expect((await server.request(`${constants.api_prefix}/plugin/status`)).body.data).toContainEqual({
      slug_name: slug,
      enabled: false,
    });
    expect((await register('second@example.org')).status).toBe(200);
    expect((await setCaptcha(true, adminToken)).status).toBe(200);
    expect((await register('third@example.org')).body.data[0].error_field).toBe('captcha_code');
  });
});
