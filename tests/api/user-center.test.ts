import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { constants } from '../../generated/constants.ts';
import { operationTable } from '../../generated/operations.ts';
import en from '../../generated/messages/en_US.ts';
import zh from '../../generated/messages/zh_CN.ts';
import type { AgentUser } from '../../src/server/plugins/user-center/agent.ts';
import { startAgentDirectory, type AgentDirectory } from '../support/agent-directory.ts';
import { testEngines } from './support/databases.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';
import { authorized, login, seedAccount } from './support/user-accounts.ts';

// The user-center agent kind driven by the test agent plugin (tests/fixtures/plugins/test_agent) and its
// workplace directory on loopback: the agent's calls, its sign-in callbacks, and the 403s of a site whose
// own accounts the agent replaces.

const fixtures = fileURLToPath(new URL('../fixtures/plugins', import.meta.url));
const slug = 'test_agent';
const api = constants.api_prefix;
const admin = constants.admin_api_prefix;
const { login_callback_path: loginCallback, sign_up_callback_path: signUpCallback } = constants.user_center;
const carol: AgentUser = { external_id: 'u-100', email: 'carol@example.org', display_name: 'Carol Jones' };
const alice: AgentUser = { external_id: 'u-200', email: 'ALICE@example.org', display_name: 'Alice From Work' };

describe.each(testEngines())('user-center agent on $name', (engine) => {
  let server: TestServer;
  let directory: AgentDirectory;
  let adminToken: string;
  let aliceToken: string;

  beforeAll(async () => {
    directory = await startAgentDirectory([carol, alice]);
    server = await startTestServer(engine, { pluginPackages: { dir: fixtures, packages: [] } });
    await seedAccount(server, { email: 'admin@example.org', password: 'admin password', role: constants.roles.admin });
    await seedAccount(server, { email: 'alice@example.org', password: 'alice password' });
    adminToken = (await login(server, 'admin@example.org', 'admin password')).body.data.access_token;
    aliceToken = (await login(server, 'alice@example.org', 'alice password')).body.data.access_token;
  });
  afterAll(async () => {
    await server?.close();
    await directory?.close();
  });

  const asAdmin = (json: unknown, path: string) =>
    server.request(`${admin}${path}`, { method: 'PUT', json, ...authorized(adminToken) });
  const switchAgent = (enabled: boolean) => asAdmin({ plugin_slug_name: slug, enabled }, '/plugin/status');
  const configure = (config_fields: Record<string, unknown>) =>
    asAdmin({ plugin_slug_name: slug, config_fields }, '/plugin/config');
  const callback = (path: string, query: Record<string, string>) =>
    server.request(`${path}?${new URLSearchParams(query)}`, { redirect: 'manual' });
  const sessionCookie = (headers: Headers) =>
    headers.getSetCookie().find((cookie) => cookie.startsWith(`${constants.session.cookie.name}=`));

  it('answers no agent while the plugin is off, and the admin keeps every account power', async () => {
    const agent = await server.request(`${api}/user-center/agent`);
    expect(agent.status).toBe(200);
    expect(agent.body.data.enabled).toBe(false);
    expect(agent.body.data.agent_info.enabled_original_user_system).toBe(true);
    const powers = await server.request(`${admin}/user-center/agent`, authorized(adminToken));
    expect(powers.body.data).toEqual({
      allow_create_user: true,
      allow_update_user_status: true,
      allow_update_user_password: true,
      allow_update_user_role: true,
    });
    expect((await callback(loginCallback, { ticket: directory.issueTicket(carol) })).status).toBe(404);
  });

  it('describes the agent once an admin turns it on, in the caller language', async () => {
    expect((await configure({ agent_url: directory.url })).status).toBe(200);
    expect((await switchAgent(true)).status).toBe(200);
    const agent = await server.request(`${api}/user-center/agent`, { language: 'zh_CN' });
    expect(agent.body.data).toEqual({
      enabled: true,
      agent_info: {
        name: slug,
        display_name: '测试工作台',
        icon: '',
        url: directory.url,
        login_redirect_url: expect.stringMatching(new RegExp(`^${directory.url}/login\\?callback=`)),
        sign_up_redirect_url: expect.stringMatching(new RegExp(`^${directory.url}/signup\\?callback=`)),
        qr_code_url: expect.stringMatching(/^data:image\/svg\+xml,/),
        control_center: [{ name: 'directory', label: 'Directory', url: `${directory.url}/directory` }],
        enabled_original_user_system: false,
      },
    });
    const back = new URL(agent.body.data.agent_info.login_redirect_url).searchParams.get('callback')!;
    expect(new URL(back).pathname).toBe(loginCallback);
    const powers = await server.request(`${admin}/user-center/agent`, authorized(adminToken));
    expect(powers.body.data).toEqual({
      allow_create_user: false,
      allow_update_user_status: false,
      allow_update_user_password: false,
      allow_update_user_role: true,
    });
  });

  it('answers 403 to every call of the site own accounts while the agent replaces them', async () => {
    const marked = Object.values(operationTable).filter((operation) => operation.originalUserSystem);
    expect(marked.map((operation) => operation.operationId).sort()).toEqual([
      'confirmEmailChange',
      'loginByEmail',
      'registerByEmail',
      'replacePassword',
      'requestEmailChange',
      'requestPasswordReset',
      'resendActivationEmail',
      'updateUserPassword',
      'verifyEmail',
    ]);
    for (const operation of marked) {
      for (const language of ['en_US', 'zh_CN'] as const) {
        const answer = await server.request(operation.path, {
          method: operation.method,
          json: {},
          ...authorized(aliceToken, language),
        });
        expect(answer.status, operation.operationId).toBe(403);
        expect(answer.body.msg).toBe((language === 'en_US' ? en : zh)['base.forbidden_error']);
      }
    }
    // a call outside the marked ones still works, and signed-in people stay signed in
    expect((await server.request(`${api}/user/info`, authorized(aliceToken))).body.data.e_mail).toBe(
      'alice@example.org',
    );
  });

  it('signs a new person in through the login callback with an activated account and the session cookie', async () => {
    const website = `${server.baseUrl}/answer/questions`;
    const answer = await callback(loginCallback, { ticket: directory.issueTicket(carol), website });
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe(website);
    const cookie = sessionCookie(answer.headers)!;
    expect(cookie).toMatch(/HttpOnly/i);
    const me = await server.request(`${api}/user/info`, {
      headers: {
        cookie: cookie.split(';')[0]!,
        [constants.session.cookie.header]: constants.session.cookie.header_value,
      },
    });
    expect(me.body.data).toMatchObject({ e_mail: 'carol@example.org', display_name: 'Carol Jones', mail_status: 1 });
    expect(me.body.data.have_password).toBe(false);
  });

  it('finds the same account again, and binds the account that holds the agent person email', async () => {
    const again = await callback(signUpCallback, {
      ticket: directory.issueTicket({ ...carol, display_name: 'Carol J.' }),
    });
    expect(again.status).toBe(302);
    expect(again.headers.get('location')).toBe(`${server.baseUrl}/answer`);
    const carols = await server.database.db
      .selectFrom('users')
      .select(['display_name'])
      .where('e_mail', '=', carol.email)
      .execute();
    expect(carols).toEqual([{ display_name: 'Carol J.' }]);

    expect((await callback(loginCallback, { ticket: directory.issueTicket(alice) })).status).toBe(302);
    const bound = await server.database.db
      .selectFrom('user_center_login')
      .innerJoin('users', 'users.id', 'user_center_login.user_id')
      .select(['users.e_mail', 'user_center_login.external_id'])
      .where('user_center_login.external_id', '=', alice.external_id)
      .execute();
    expect(bound).toEqual([{ e_mail: 'alice@example.org', external_id: alice.external_id }]);
  });

  it('sends a replayed or unknown ticket, a foreign return address or a suspended person to the right place', async () => {
    const ticket = directory.issueTicket(carol);
    expect((await callback(loginCallback, { ticket })).status).toBe(302);
    const replayed = await callback(loginCallback, { ticket });
    expect(replayed.headers.get('location')).toBe(`${server.baseUrl}/answer/user-center/auth-failed`);
    expect(sessionCookie(replayed.headers)).toBeUndefined();

    const foreign = await callback(loginCallback, {
      ticket: directory.issueTicket(carol),
      website: 'https://evil.example/',
    });
    expect(foreign.headers.get('location')).toBe(`${server.baseUrl}/answer`);

    const suspended = await callback(loginCallback, {
      ticket: directory.issueTicket({ ...carol, status: 'suspended' }),
    });
    expect(suspended.headers.get('location')).toBe(`${server.baseUrl}/answer/user-center/auth-failed`);
    const row = await server.database.db
      .selectFrom('users')
      .select('status')
      .where('e_mail', '=', carol.email)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe(constants.user_status.suspended);
  });

  it('refuses a hostile callback query fast, with a 400', async () => {
    const many = Object.fromEntries(
      Array.from({ length: constants.user_center.callback_params_max + 1 }, (_, i) => [`p${i}`, 'x']),
    );
    expect((await callback(loginCallback, many)).status).toBe(400);
    const long = 'x'.repeat(constants.user_center.callback_value_max + 1);
    expect((await callback(loginCallback, { ticket: long })).status).toBe(400);
  });

  it('answers where the agent keeps the caller settings and the links of a person profile', async () => {
    const settings = await server.request(`${api}/user-center/user/settings`, authorized(aliceToken));
    expect(settings.body.data).toEqual({
      profile_setting_agent: { enabled: true, redirect_url: `${directory.url}/people/${alice.external_id}/profile` },
      account_setting_agent: { enabled: false, redirect_url: '' },
    });
    expect((await server.request(`${api}/user-center/user/settings`)).status).toBe(401);

    const branding = await server.request(`${api}/user-center/personal/branding?username=alice`);
    expect(branding.body.data).toEqual({
      enabled: true,
      personal_branding: [
        {
          icon: '',
          name: 'workplace_profile',
          label: 'Workplace profile',
          url: `${directory.url}/people/${alice.external_id}`,
        },
      ],
    });
    const unbound = await server.request(`${api}/user-center/personal/branding?username=admin`);
    expect(unbound.body.data).toEqual({ enabled: false, personal_branding: [] });
    const tooLong = await server.request(
      `${api}/user-center/personal/branding?username=${'a'.repeat(constants.limits.username.max + 1)}`,
    );
    expect(tooLong.status).toBe(400);
  });

  it('makes one account and one binding of simultaneous first sign-ins of the same person', async () => {
    const erin: AgentUser = { external_id: 'u-300', email: 'erin@example.org', display_name: 'Erin Racing' };
    const together = 4;
    directory.answerTogether(together);
    const answers = await Promise.all(
      Array.from({ length: together }, () => callback(loginCallback, { ticket: directory.issueTicket(erin) })),
    );
    expect(answers.map((answer) => answer.headers.get('location'))).toEqual(
      Array.from({ length: together }, () => `${server.baseUrl}/answer`),
    );
    const accounts = await server.database.db
      .selectFrom('users')
      .select('id')
      .where('e_mail', '=', erin.email)
      .execute();
    expect(accounts).toHaveLength(1);
    const bindings = await server.database.db
      .selectFrom('user_center_login')
      .select('user_id')
      .where('external_id', '=', erin.external_id)
      .execute();
    expect(bindings).toEqual([{ user_id: accounts[0]!.id }]);
  });

  it('takes an agent id as long as a connector one, and no longer', async () => {
    const longest = 'x'.repeat(constants.limits.external_id_max);
    const frank: AgentUser = { external_id: longest, email: 'frank@example.org', display_name: 'Frank Long' };
    const signedIn = await callback(loginCallback, { ticket: directory.issueTicket(frank) });
    expect(signedIn.headers.get('location')).toBe(`${server.baseUrl}/answer`);
    const tooLong = await callback(loginCallback, {
      ticket: directory.issueTicket({ ...frank, external_id: `${longest}x`, email: 'frank2@example.org' }),
    });
    expect(tooLong.headers.get('location')).toBe(`${server.baseUrl}/answer/user-center/auth-failed`);
    const unprintable = await callback(loginCallback, {
      ticket: directory.issueTicket({ ...frank, external_id: 'tab\tid', email: 'frank3@example.org' }),
    });
    expect(unprintable.headers.get('location')).toBe(`${server.baseUrl}/answer/user-center/auth-failed`);
  });

  it('forgets an account agent and connector bindings when an admin deletes it, so the person starts afresh', async () => {
    const gina: AgentUser = { external_id: 'u-400', email: 'gina@example.org', display_name: 'Gina Gone' };
    await callback(loginCallback, { ticket: directory.issueTicket(gina) });
    const { db } = server.database;
    const { id } = await db.selectFrom('users').select('id').where('e_mail', '=', gina.email).executeTakeFirstOrThrow();
    await db
      .insertInto('user_external_login')
      .values({ user_id: id, provider: 'oidc_connector', external_id: 'gina-sub', meta_info: '{}', created_at: 1 })
      .execute();
    // a link to a provider account she started in her settings and never finished
    await db
      .insertInto('connector_state')
      .values({
        state_hash: 'a'.repeat(64),
        provider: 'oidc_connector',
        code_verifier: 'verifier',
        nonce: 'nonce',
        bind_user_id: id,
        expires_at: Math.floor(Date.now() / 1000) + 600,
      })
      .execute();
    const deleted = await server.request(`${admin}/user/status`, {
      method: 'PUT',
      json: { user_id: id, status: 'deleted' },
      ...authorized(adminToken),
    });
    expect(deleted.status).toBe(200);
    const left = async (table: 'user_center_login' | 'user_external_login') =>
      (await db.selectFrom(table).select('id').where('user_id', '=', id).execute()).length;
    expect(await left('user_center_login')).toBe(0);
    expect(await left('user_external_login')).toBe(0);
    expect(await db.selectFrom('connector_state').select('id').where('bind_user_id', '=', id).execute()).toEqual([]);

    const again = await callback(loginCallback, { ticket: directory.issueTicket(gina) });
    expect(again.headers.get('location')).toBe(`${server.baseUrl}/answer`);
    const fresh = await db.selectFrom('users').select('id').where('e_mail', '=', gina.email).executeTakeFirstOrThrow();
    expect(fresh.id).not.toBe(id);
  });

  it('keeps the email login open when the agent keeps the original user system', async () => {
    expect((await configure({ agent_url: directory.url, original_user_system: true })).status).toBe(200);
    const agent = await server.request(`${api}/user-center/agent`);
    expect(agent.body.data.agent_info.enabled_original_user_system).toBe(true);
    expect((await login(server, 'alice@example.org', 'alice password')).status).toBe(200);
    await switchAgent(false);
    await configure({ agent_url: directory.url, original_user_system: false });
    expect((await login(server, 'alice@example.org', 'alice password')).status).toBe(200);
  });
});
