import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { constants } from '../../generated/constants.ts';
import en from '../../generated/messages/en_US.ts';
import zh from '../../generated/messages/zh_CN.ts';
import { testEngines } from './support/databases.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';
import { authorized, login, seedAccount } from './support/user-accounts.ts';

const fixtures = fileURLToPath(new URL('../fixtures/plugins', import.meta.url));
const slug = 'hello_page';
const api = constants.api_prefix;
const configPath = `${api}/user/plugin/config`;
const webPart = `${constants.plugin_packages.web_path}/${slug}/web.js`;
const visits = `${constants.plugin_packages.api_path}/${slug}/visits`;

describe.each(testEngines())('plugin packages on $name', (engine) => {
  let server: TestServer;
  let adminToken: string;
  let aliceToken: string;
  let bobToken: string;

  beforeAll(async () => {
    server = await startTestServer(engine, { pluginPackages: { dir: fixtures, packages: [] } });
    await seedAccount(server, { email: 'admin@example.org', password: 'admin password', role: constants.roles.admin });
    await seedAccount(server, { email: 'alice@example.org', password: 'alice password' });
    await seedAccount(server, { email: 'bob@example.org', password: 'bob password' });
    adminToken = (await login(server, 'admin@example.org', 'admin password')).body.data.access_token;
    aliceToken = (await login(server, 'alice@example.org', 'alice password')).body.data.access_token;
    bobToken = (await login(server, 'bob@example.org', 'bob password')).body.data.access_token;
  });
  afterAll(async () => {
    await server.close();
  });

  const setEnabled = (enabled: boolean) =>
    server.request(`${constants.admin_api_prefix}/plugin/status`, {
      method: 'PUT',
      json: { plugin_slug_name: slug, enabled },
      ...authorized(adminToken),
    });
  const save = (token: string, config_fields: Record<string, unknown>, language = 'en_US') =>
    server.request(configPath, {
      method: 'PUT',
      json: { plugin_slug_name: slug, config_fields },
      ...authorized(token, language),
    });
  const readConfig = (token: string, language = 'en_US') =>
    server.request(`${configPath}?plugin_slug_name=${slug}`, authorized(token, language));

  it('registers the folder plugin, off until an admin turns it on, and refuses the one without a type', async () => {
    const listed = await server.request(`${constants.admin_api_prefix}/plugins`, authorized(adminToken, 'zh_CN'));
    expect(listed.body.data).toContainEqual({
      name: '问候页',
      slug_name: slug,
      description: '用每个人自己选择的话问候他们的页面。',
      version: '1.0.0',
      enabled: false,
      have_config: false,
      link: 'https://example.org/hello-page',
    });
    expect(listed.body.data.map((plugin: { slug_name: string }) => plugin.slug_name)).not.toContain('no_type');
    expect(server.logs.some((line) => String(line.msg).includes('no_type'))).toBe(true);
  });

  it('answers 404 for its page, call, web part and settings while off', async () => {
    expect((await server.request(`${api}/plugin/routes`)).body.data).toEqual([]);
    expect((await server.request(webPart)).status).toBe(404);
    expect((await server.request(visits, { method: 'POST' })).status).toBe(404);
    expect((await server.request(`${api}/user/plugin/configs`, authorized(aliceToken))).body.data).toEqual([]);
    const settings = await readConfig(aliceToken, 'zh_CN');
    expect(settings.status).toBe(404);
    expect(settings.body.msg).toBe(zh['error.plugin.not_found']);
    expect((await save(aliceToken, { greeting: 'Hi' })).status).toBe(404);
  });

  it('once on, serves its page, web part and its own call over its own table, without a restart', async () => {
    expect((await setEnabled(true)).status).toBe(200);
    expect((await server.request(`${api}/plugin/routes`, { language: 'zh_CN' })).body.data).toEqual([
      { slug_name: slug, name: '问候页', route: '/hello', module: webPart },
    ]);
    const part = await server.request(webPart);
    expect(part.status).toBe(200);
    expect(part.headers.get('content-type')).toContain('text/javascript');
    expect(part.text).toContain('export async function mount');
    expect((await server.request(visits, { method: 'POST' })).body.data).toEqual({ visits: 1 });
    expect((await server.request(visits, { method: 'POST' })).body.data).toEqual({ visits: 2 });
  });

  it('keeps user settings for signed-in people only', async () => {
    expect((await server.request(`${api}/user/plugin/configs`)).status).toBe(401);
    expect((await server.request(`${configPath}?plugin_slug_name=${slug}`)).status).toBe(401);
    expect((await server.request(configPath, { method: 'PUT', json: {} })).status).toBe(401);
  });

  it('lists the plugin and gives each person their own settings, defaults until saved', async () => {
    const list = await server.request(`${api}/user/plugin/configs`, authorized(aliceToken));
    expect(list.body.data).toEqual([{ name: 'Hello page', slug_name: slug }]);
    const fresh = await readConfig(aliceToken, 'zh_CN');
    expect(fresh.body.data.name).toBe('问候页');
    expect(fresh.body.data.config_fields).toEqual([
      {
        name: 'greeting',
        type: 'input',
        title: '问候语',
        description: '问候页用来问候你的词。',
        required: true,
        value: 'Hello',
        options: [],
        ui_options: { input_type: 'text', max_length: 20 },
      },
      expect.objectContaining({ name: 'shout', type: 'switch', title: '大写', value: false }),
    ]);
    expect((await save(aliceToken, { greeting: 'Howdy', shout: true })).status).toBe(200);
    expect((await save(aliceToken, { greeting: 'Hiya', shout: true })).status).toBe(200);
    const values = (response: Awaited<ReturnType<typeof readConfig>>) =>
      Object.fromEntries(
        response.body.data.config_fields.map((field: { name: string; value: unknown }) => [field.name, field.value]),
      );
    expect(values(await readConfig(aliceToken))).toEqual({ greeting: 'Hiya', shout: true });
    expect(values(await readConfig(bobToken))).toEqual({ greeting: 'Hello', shout: false });
  });

  it('refuses broken settings on their field in the caller language, and keeps the saved ones', async () => {
    const tooLong = await save(bobToken, { greeting: 'x'.repeat(21) }, 'zh_CN');
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.data).toEqual([
      { error_field: 'greeting', error_msg: zh['validation.plugin_config.max_length'].replace('{limit}', '20') },
    ]);
    const empty = await save(bobToken, { greeting: '' });
    expect(empty.body.data).toEqual([{ error_field: 'greeting', error_msg: en['validation.plugin_config.required'] }]);
    const unknown = await save(bobToken, { greeting: 'Yo', colour: 'red' });
    expect(unknown.status).toBe(400);
    const wrongType = await save(bobToken, { greeting: 'Yo', shout: 'yes' });
    expect(wrongType.body.data).toEqual([{ error_field: 'shout', error_msg: en['validation.plugin_config.type'] }]);
    const unknownPlugin = await server.request(configPath, {
      method: 'PUT',
      json: { plugin_slug_name: constants.captcha.plugin_slug, config_fields: {} },
      ...authorized(bobToken),
    });
    expect(unknownPlugin.status).toBe(404);
    const rows = await server.database.db.selectFrom('plugin_user_config').select('user_id').execute();
    expect(rows).toHaveLength(1);
  });

  it('goes back to 404 everywhere once turned off', async () => {
    expect((await setEnabled(false)).status).toBe(200);
    expect((await server.request(webPart)).status).toBe(404);
    expect((await server.request(visits, { method: 'POST' })).status).toBe(404);
    expect((await readConfig(aliceToken)).status).toBe(404);
    expect((await server.request(`${api}/plugin/routes`)).body.data).toEqual([]);
  });
});
