import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { constants } from '../../generated/constants.ts';
import en from '../../generated/messages/en_US.ts';
import zh from '../../generated/messages/zh_CN.ts';
import { testEngines } from './support/databases.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';
import { switchCaptchaOff } from './support/user-accounts.ts';

type Document = { paths: Record<string, Record<string, { operationId: string; 'x-before-install'?: boolean }>> };
const document = JSON.parse(readFileSync(new URL('../../generated/openapi.json', import.meta.url), 'utf8')) as Document;
const operations = Object.entries(document.paths).flatMap(([path, item]) =>
  Object.entries(item).map(([method, operation]) => ({
    path,
    method: method.toUpperCase(),
    id: operation.operationId,
    beforeInstall: operation['x-before-install'] === true,
  })),
);

const API = constants.api_prefix;
const INSTALL_PAGE = `${constants.base_path}/install`;
const admin = { name: 'First Admin', email: 'first@example.org', password: 'correct horse battery' };
const newcomer = { name: 'Early Bird', e_mail: 'early@example.org', pass: 'early-bird-pass' };
// Sent to every call. Its engine is none the installer knows, so the installer's own database steps
// refuse it instead of really moving the site onto a new SQLite file in the server's data folder.
const probe = { ...newcomer, db_type: 'not-an-engine' };

describe.each(testEngines())('a site before its installation on $name', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine, { installed: false });
  });
  afterAll(async () => {
    await server.close();
  });

  const accounts = () => server.database.db.selectFrom('users').select(['e_mail', 'role_id']).execute();

  it("answers every call but the installer's 503 not installed, localized, and creates no account", async () => {
    const served: string[] = [];
    for (const operation of operations) {
      const hasBody = operation.method !== 'GET' && operation.method !== 'DELETE';
      const response = await server.request(operation.path, {
        method: operation.method,
        language: 'zh-CN',
        ...(hasBody ? { json: probe } : {}),
      });
      if (operation.beforeInstall) {
        expect(response.status, operation.id).not.toBe(503);
        served.push(operation.id);
      } else {
        expect([operation.id, response.status, response.body]).toEqual([
          operation.id,
          503,
          { code: 503, reason: 'error.install.not_installed', msg: zh['error.install.not_installed'], data: null },
        ]);
      }
    }
    // the wizard's own calls, and those its page boots with
    expect(served.sort()).toEqual(
      [
        'getLanguageConfig',
        'getLanguageOptions',
        'getSiteInfo',
        // whether a user-center agent replaces the sign-in pages: the app's boot asks
        'getUserCenterAgentInfo',
        'getUserInfo',
        'installBaseInfo',
        'installConfigFileCheck',
        'installDbCheck',
        'installInit',
        'installLanguageConfig',
        'installLanguageOptions',
      ].sort(),
    );
    const signUp = await server.request(`${API}/user/register/email`, {
      method: 'POST',
      json: newcomer,
      language: 'en_US',
    });
    expect(signUp.body).toEqual({
      code: 503,
      reason: 'error.install.not_installed',
      msg: en['error.install.not_installed'],
      data: null,
    });
    expect(await accounts()).toEqual([]);
  });

  it('sends every page to the install wizard', async () => {
    for (const page of ['/', '/questions', '/users/register', '/users/login', '/admin']) {
      const response = await server.fetch(`${constants.base_path}${page}`, { redirect: 'manual' });
      await response.arrayBuffer();
      expect([page, response.status, response.headers.get('location')]).toEqual([page, 302, INSTALL_PAGE]);
    }
  });

  it('opens the site, sign-up included, once the site and its administrator exist; the administrator is the first account', async () => {
    const installed = await server.request(`${constants.install_api_prefix}/base-info`, {
      method: 'POST',
      json: {
        lang: 'en_US',
        site_name: 'Gated',
        site_url: 'https://gated.example.org',
        contact_email: 'team@example.org',
        ...admin,
      },
    });
    expect(installed.status).toBe(200);
    await switchCaptchaOff(server);
    const signUp = await server.request(`${API}/user/register/email`, { method: 'POST', json: newcomer });
    expect(signUp.status).toBe(200);
    expect(await accounts()).toEqual([
      { e_mail: admin.email, role_id: constants.roles.admin },
      { e_mail: newcomer.e_mail, role_id: constants.roles.user },
    ]);
    const list = await server.request(`${API}/question/page`);
    expect(list.status).toBe(200);
    const page = await server.fetch(`${constants.base_path}/questions`, { redirect: 'manual' });
    await page.arrayBuffer();
    expect(page.status).not.toBe(302);
  });
});
