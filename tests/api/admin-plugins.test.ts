import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { constants } from '../../generated/constants.ts';
import en from '../../generated/messages/en_US.ts';
import zh from '../../generated/messages/zh_CN.ts';
import { builtInAbout } from '../../src/server/plugins/built-in.ts';
import { PluginHost } from '../../src/server/plugins/host.ts';
import { seedMember, type Member } from './support/community.ts';
import { testEngines } from './support/databases.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';
import { login, seedAccount } from './support/user-accounts.ts';

const ADMIN = constants.admin_api_prefix;
const CAPTCHA = constants.captcha.plugin_slug;
const ARITHMETIC = constants.captcha.arithmetic.plugin_slug;
const SEARCH = constants.search.plugin_slug;
const { math_slug: MATH, diagram_slug: DIAGRAM } = constants.editor_plugins;
const MEMORY = constants.memory_search.plugin_slug;
const OIDC = constants.connector.oidc_slug;
const countOf = (key: string) =>
  (constants.captcha.actions as ReadonlyArray<{ key: string; count?: number }>).find((rule) => rule.key === key)!.count;

function fill(message: string, values: Record<string, string | number>): string {
  return message.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]));
}

describe.each(testEngines())('the admin plugin calls on $name', (engine) => {
  let server: TestServer;
  let admin: Member;

  beforeAll(async () => {
    server = await startTestServer(engine);
    admin = await seedMember(server, { username: 'plugin-admin', role: constants.roles.admin });
  });
  afterAll(async () => {
    await server.close();
  });

  const asAdmin = (language = 'en_US') => ({ headers: admin.as.headers, language });
  const plugins = async (query = '', language = 'en_US') =>
    (await server.request(`${ADMIN}/plugins${query}`, asAdmin(language))).body.data as Array<Record<string, unknown>>;
  const slugs = async (query: string) => (await plugins(query)).map((plugin) => plugin.slug_name);
  const setStatus = (slug: string, enabled: boolean) =>
    server.request(`${ADMIN}/plugin/status`, {
      method: 'PUT',
      json: { plugin_slug_name: slug, enabled },
      ...asAdmin(),
    });
  const config = async (slug: string = CAPTCHA, language = 'en_US') =>
    server.request(`${ADMIN}/plugin/config?plugin_slug_name=${slug}`, asAdmin(language));
  const valuesOf = async (slug: string = CAPTCHA) =>
    Object.fromEntries(
      ((await config(slug)).body.data.config_fields as Array<{ name: string; value: unknown }>).map((field) => [
        field.name,
        field.value,
      ]),
    );
  const saveConfig = (config_fields: Record<string, unknown>, language = 'en_US', slug: string = CAPTCHA) =>
    server.request(`${ADMIN}/plugin/config`, {
      method: 'PUT',
      json: { plugin_slug_name: slug, config_fields },
      ...asAdmin(language),
    });

  it('lists the built-in plugins in the caller’s language, with version, state and whether they have settings', async () => {
    const list = await plugins('', 'zh_CN');
    expect(list).toEqual([
      expect.objectContaining({ slug_name: SEARCH, name: zh['plugin_info.database_search.name'], have_config: false }),
      {
        name: zh['plugin_info.captcha_basic.name'],
        slug_name: CAPTCHA,
        description: zh['plugin_info.captcha_basic.description'],
        version: builtInAbout('plugin_info.captcha_basic.name', 'plugin_info.captcha_basic.description').version,
        enabled: true,
        have_config: true,
        link: '',
      },
      expect.objectContaining({
        slug_name: ARITHMETIC,
        name: zh['plugin_info.captcha_arithmetic.name'],
        enabled: false,
      }),
      expect.objectContaining({ slug_name: MATH, name: zh['editor_plugins.math.name'], enabled: true }),
      expect.objectContaining({ slug_name: DIAGRAM, name: zh['editor_plugins.diagram.name'], enabled: true }),
      expect.objectContaining({ slug_name: MEMORY, name: zh['memory_search.name'], enabled: false }),
      expect.objectContaining({ slug_name: OIDC, enabled: false, have_config: true }),
    ]);
    expect((await plugins())[1]!.name).toBe(en['plugin_info.captcha_basic.name']);
  });

  it('filters by state and by having settings', async () => {
    expect(await slugs('?status=active')).toEqual([SEARCH, CAPTCHA, MATH, DIAGRAM]);
    expect(await slugs('?status=inactive')).toEqual([ARITHMETIC, MEMORY, OIDC]);
    expect(await slugs('?have_config=true')).toEqual([CAPTCHA, ARITHMETIC, OIDC]);
    expect(await slugs('?have_config=false')).toEqual([SEARCH, MATH, DIAGRAM, MEMORY]);
    expect((await setStatus(SEARCH, false)).status).toBe(200);
    try {
      expect(await slugs('?status=inactive')).toEqual([SEARCH, ARITHMETIC, MEMORY, OIDC]);
      expect(await slugs('?status=active&have_config=true')).toEqual([CAPTCHA]);
      expect(await slugs('?status=active&have_config=false')).toEqual([MATH, DIAGRAM]);
    } finally {
      await setStatus(SEARCH, true);
    }
    const refused = await server.request(`${ADMIN}/plugins?status=outdated`, asAdmin());
    expect(refused.status).toBe(400);
  });

  it('switches a plugin off and on; an unknown plugin is a localized 404', async () => {
    expect((await setStatus(CAPTCHA, false)).status).toBe(200);
    expect(await slugs('?status=inactive')).toEqual([CAPTCHA, ARITHMETIC, MEMORY, OIDC]);
    expect((await setStatus(CAPTCHA, true)).status).toBe(200);
    expect(await slugs('?status=inactive')).toEqual([ARITHMETIC, MEMORY, OIDC]);
    const unknown = await server.request(`${ADMIN}/plugin/config?plugin_slug_name=nope`, asAdmin('zh_CN'));
    expect(unknown.status).toBe(404);
    expect(unknown.body.msg).toBe(zh['error.plugin.not_found']);
  });

  it('keeps one captcha plugin on: switching another on switches the built-in off', async () => {
    // A second captcha plugin beside the app's own, registered on a host over the same database.
    const host = new PluginHost();
    host.register({
      slug_name: CAPTCHA,
      kind: 'captcha',
      builtIn: true,
      about: builtInAbout('plugin_info.captcha_basic.name', 'plugin_info.captcha_basic.description'),
    });
    host.register({
      slug_name: 'other_captcha',
      kind: 'captcha',
      builtIn: false,
      about: builtInAbout('plugin_info.captcha_basic.name', 'plugin_info.captcha_basic.description'),
    });
    host.register({
      slug_name: SEARCH,
      kind: 'search',
      builtIn: true,
      about: builtInAbout('plugin_info.database_search.name', 'plugin_info.database_search.description'),
    });
    try {
      await host.setEnabled(server.database.db, 'other_captcha', true);
      expect(await host.statuses(server.database.db)).toEqual([
        { slug_name: CAPTCHA, enabled: false },
        { slug_name: 'other_captcha', enabled: true },
        { slug_name: SEARCH, enabled: true },
      ]);
      expect(await slugs('?status=inactive')).toEqual([CAPTCHA, ARITHMETIC, MEMORY, OIDC]);
      await host.setEnabled(server.database.db, CAPTCHA, true);
      expect(await host.statuses(server.database.db)).toEqual([
        { slug_name: CAPTCHA, enabled: true },
        { slug_name: 'other_captcha', enabled: false },
        { slug_name: SEARCH, enabled: true },
      ]);
      // switching a captcha off leaves the others as they are
      await host.setEnabled(server.database.db, CAPTCHA, false);
      expect((await host.statuses(server.database.db)).filter((status) => status.enabled)).toEqual([
        { slug_name: SEARCH, enabled: true },
      ]);
    } finally {
      await setStatus(CAPTCHA, true);
    }
  });

  it('gives the captcha’s settings with their defaults from the rules, texts in the caller’s language', async () => {
    const { status, body } = await config(CAPTCHA, 'zh_CN');
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      name: zh['plugin_info.captcha_basic.name'],
      slug_name: CAPTCHA,
      description: zh['plugin_info.captcha_basic.description'],
    });
    const [loginField] = body.data.config_fields;
    expect(loginField).toEqual({
      name: 'login_after_failures',
      type: 'input',
      title: zh['plugin_config.captcha.login_after_failures.title'],
      description: fill(zh['plugin_config.captcha.login_after_failures.description'], {
        minutes: constants.login_throttle.window_minutes,
      }),
      required: true,
      value: constants.login_throttle.captcha_after_failures,
      options: [],
      ui_options: { input_type: 'number', min: 0, max: constants.captcha.threshold_bounds.max },
    });
    const values = await valuesOf();
    expect(values.search_count).toBe(countOf('search'));
    expect(values.question_count).toBe(countOf('question'));
    expect(values).not.toHaveProperty('email_count');
    const search = await config(SEARCH);
    expect(search.body.data.config_fields).toEqual([]);
  });

  it('refuses settings that break a field’s rules, on the field, in the caller’s language, and keeps the old ones', async () => {
    const before = await valuesOf();
    const { max, count_min: countMin } = constants.captcha.threshold_bounds;
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [
        { login_after_failures: max + 1 },
        'login_after_failures',
        fill(zh['validation.plugin_config.maximum'], { limit: max }),
      ],
      [
        { login_after_failures: -1 },
        'login_after_failures',
        fill(zh['validation.plugin_config.minimum'], { limit: 0 }),
      ],
      [
        { question_count: countMin - 1 },
        'question_count',
        fill(zh['validation.plugin_config.minimum'], { limit: countMin }),
      ],
      [{ question_count: 2.5 }, 'question_count', zh['validation.plugin_config.integer']],
      [{ question_count: 'many' }, 'question_count', zh['validation.plugin_config.integer']],
      [{ question_count: true }, 'question_count', zh['validation.plugin_config.integer']],
      [{ login_after_failures: '' }, 'login_after_failures', zh['validation.plugin_config.required']],
      [{ colour: 'red' }, 'colour', zh['validation.plugin_config.additional_property']],
    ];
    for (const [sent, field, message] of cases) {
      const refused = await saveConfig({ ...before, ...sent }, 'zh_CN');
      expect(refused.status, JSON.stringify(sent)).toBe(400);
      expect(refused.body.data).toEqual([{ error_field: field, error_msg: message }]);
      expect(refused.body.msg).toBe(message);
    }
    const unbounded = await saveConfig({ question_count: 'x'.repeat(constants.plugin.config_text_max + 1) });
    expect(unbounded.status).toBe(400);
    const unknown = await saveConfig({}, 'zh_CN', 'nope');
    expect(unknown.status).toBe(404);
    expect(unknown.body.msg).toBe(zh['error.plugin.not_found']);
    expect(await valuesOf()).toEqual(before);
  });

  it('saves settings, and the captcha honours a changed threshold at once', async () => {
    // Two searches by an anonymous caller: under the rules' count, no captcha is asked.
    const searches = async (times: number) => {
      for (let index = 0; index < times; index += 1)
        expect((await server.request(`${constants.api_prefix}/search?q=plugins`)).status).toBe(200);
    };
    const searchNeedsCaptcha = async () =>
      (await server.request(`${constants.api_prefix}/user/action/record?action=search`)).body.data.verify;
    await searches(2);
    expect(await searchNeedsCaptcha()).toBe(false);
    const before = await valuesOf();
    expect((await saveConfig({ ...before, search_count: 2 })).status).toBe(200);
    expect((await valuesOf()).search_count).toBe(2);
    expect(await searchNeedsCaptcha()).toBe(true);

    // A sign-in asks for a captcha after the saved number of failures, not the rules' five.
    await seedAccount(server, { email: 'target@example.org', password: 'the right password' });
    expect((await saveConfig({ ...before, login_after_failures: 1 })).status).toBe(200);
    expect((await login(server, 'target@example.org', 'wrong guess')).body.reason).toBe(
      'error.object.email_or_password_incorrect',
    );
    const second = await login(server, 'target@example.org', 'another guess');
    expect(second.body.data).toEqual([
      { error_field: 'captcha_code', error_msg: en['validation.captcha.code_required'] },
    ]);

    // The defaults sent back restore the rules.
    expect((await saveConfig(before)).status).toBe(200);
    expect(await valuesOf()).toEqual(before);
    expect(await searchNeedsCaptcha()).toBe(false);
  });

  it('answers the admin account powers (all of them without a user-center agent) and the language options', async () => {
    const agent = await server.request(`${ADMIN}/user-center/agent`, asAdmin());
    expect(agent.body.data).toEqual({
      allow_create_user: true,
      allow_update_user_status: true,
      allow_update_user_password: true,
      allow_update_user_role: true,
    });
    const languages = await server.request(`${ADMIN}/language/options`, asAdmin());
    expect(languages.body.data).toEqual(constants.languages.available.map(({ label, value }) => ({ label, value })));
  });
});
