import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { constants } from '../../generated/constants.ts';
import en from '../../generated/messages/en_US.ts';
import compiledZh from '../../generated/messages/compiled/zh_CN.ts';
import zh from '../../generated/messages/zh_CN.ts';
import { testEngines } from './support/databases.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

const api = constants.api_prefix;

describe.each(testEngines())('foundation API on $name', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(async () => {
    await server.close();
  });

  it('answers siteinfo in the envelope, with every section filled from the spec defaults', async () => {
    const { status, body } = await server.request(`${api}/siteinfo`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ code: 200, reason: 'base.success', msg: en['base.success'] });
    expect(Object.keys(body.data).sort()).toEqual([
      'branding',
      'custom_css_html',
      'general',
      'interface',
      'login',
      'revision',
      'site_seo',
      'site_users',
      'site_write',
      'theme',
      'version',
    ]);
    expect(body.data.interface).toEqual({
      language: constants.languages.default,
      time_zone: constants.time_zone.default,
    });
    expect(body.data.site_seo.permalink).toBe(constants.permalink.default);
    expect(body.data.theme.color_scheme).toBe(constants.color_scheme.site_default);
    expect(body.data.site_write.restrict_answer).toBe(true);
    expect(body.data.revision).toBe('test-revision');
  });

  it('gives only the requested pair of legal texts', async () => {
    const tos = await server.request(`${api}/siteinfo/legal?info_type=tos`);
    expect(tos.status).toBe(200);
    expect(Object.keys(tos.body.data).sort()).toEqual([
      'terms_of_service_original_text',
      'terms_of_service_parsed_text',
    ]);
    const privacy = await server.request(`${api}/siteinfo/legal?info_type=privacy`);
    expect(Object.keys(privacy.body.data).sort()).toEqual([
      'privacy_policy_original_text',
      'privacy_policy_parsed_text',
    ]);
  });

  it('refuses a bad query with a field error in the caller language, falling back to en_US', async () => {
    const chinese = await server.request(`${api}/siteinfo/legal?info_type=cookies`, { language: 'zh-CN,zh;q=0.9' });
    expect(chinese.status).toBe(400);
    expect(chinese.body.code).toBe(400);
    expect(chinese.body.data).toEqual([
      { error_field: 'info_type', error_msg: zh['validation.enum'].replace('{field}', 'info_type') },
    ]);
    const unknownLanguage = await server.request(`${api}/siteinfo/legal`, { language: 'fr-FR' });
    expect(unknownLanguage.body.data).toEqual([
      { error_field: 'info_type', error_msg: en['validation.required'].replace('{field}', 'info_type') },
    ]);
    expect(unknownLanguage.body.msg).toBe(unknownLanguage.body.data[0].error_msg);
  });

  it('lists the languages and serves each bundle by Accept-Language under ui, where the established client reads it', async () => {
    const options = await server.request(`${api}/language/options`);
    expect(options.body.data).toEqual([
      { label: en['settings.interface.language.default'], value: constants.languages.user_default },
      ...constants.languages.available.map(({ label, value }) => ({ label, value })),
    ]);
    const chinese = await server.request(`${api}/language/config`, { language: 'zh-CN' });
    expect(chinese.body.data.ui['error_page.not_found.message']).toBe(zh['error_page.not_found.message']);
    const english = await server.request(`${api}/language/config`);
    expect(english.body.data.ui['error_page.not_found.message']).toBe("Unfortunately, this page doesn't exist.");
    // a message with arguments arrives parsed, so browsers need no ICU parser
    expect(chinese.body.data.ui['questions_ui.answers.count']).toEqual(compiledZh['questions_ui.answers.count']);
  });

  it('compresses large responses', async () => {
    const { headers } = await server.request(`${api}/language/config`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(headers.get('content-encoding')).toBe('gzip');
  });

  it('lists plugin status (the built-in captcha, database search, math and diagrams start enabled; the rest off)', async () => {
    const { status, body } = await server.request(`${api}/plugin/status`);
    expect(status).toBe(200);
    expect(body.data).toEqual(
      expect.arrayContaining([
        { slug_name: constants.captcha.plugin_slug, enabled: true },
        { slug_name: constants.search.plugin_slug, enabled: true },
        { slug_name: constants.editor_plugins.math_slug, enabled: true },
        { slug_name: constants.editor_plugins.diagram_slug, enabled: true },
        { slug_name: constants.memory_search.plugin_slug, enabled: false },
        { slug_name: constants.captcha.arithmetic.plugin_slug, enabled: false },
        { slug_name: constants.connector.oidc_slug, enabled: false },
      ]),
    );
    expect(body.data).toHaveLength(7);
  });

  it('answers unknown API paths under every prefix with a 404 envelope', async () => {
    for (const path of [
      `${api}/does-not-exist`,
      `${constants.admin_api_prefix}/nothing`,
      `${constants.install_api_prefix}/nothing`,
    ]) {
      const { status, body } = await server.request(path, { language: 'zh-CN' });
      expect(status).toBe(404);
      expect(body).toEqual({ code: 404, reason: 'base.not_found', msg: zh['base.not_found'], data: null });
    }
  });

  it('refuses a body that is not JSON with a 400 envelope', async () => {
    const { status, body } = await server.request(`${constants.install_api_prefix}/base-info`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"site_name": ',
    });
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: 400, reason: 'base.request_format_error', data: null });
  });
});
