import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import en from '../../generated/messages/en_US.ts';
import zh from '../../generated/messages/zh_CN.ts';
import { constants } from '../../generated/constants.ts';
import { writeSetting } from '../../src/server/db/settings-store.ts';
import { testEngines } from './support/databases.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';
import { authorized, login, seedAccount } from './support/user-accounts.ts';

const PASSWORD = 'correct-horse-1';
const ALL_ALLOWED = {
  default_avatar: 'gravatar',
  allow_update_avatar: true,
  allow_update_bio: true,
  allow_update_display_name: true,
  allow_update_location: true,
  allow_update_username: true,
  allow_update_website: true,
};

const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

describe.each(testEngines())('user settings on $name', (engine) => {
  let server: TestServer;
  let dataDir: string;
  let token: string;
  let counter = 0;

  const put = (path: string, json: unknown, language = 'en_US', as = token) =>
    server.request(`/answer/api/v1/${path}`, { method: 'PUT', json, ...authorized(as, language) });
  const info = async (as = token) => (await server.request('/answer/api/v1/user/info', authorized(as))).body.data;

  async function freshAccount(): Promise<{ token: string; email: string; id: string }> {
    counter += 1;
    const email = `person${counter}@example.org`;
    const id = await seedAccount(server, { email, password: PASSWORD, username: `person${counter}` });
    const response = await login(server, email, PASSWORD);
    return { token: response.body.data.access_token, email, id };
  }

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'quorum-settings-'));
    server = await startTestServer(engine, { dataDir });
  });
  afterAll(async () => {
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
  beforeEach(async () => {
    await writeSetting(server.database.db, 'users', ALL_ALLOWED);
    token = (await freshAccount()).token;
  });

  describe('PUT user/info', () => {
    it('saves every field and stores the bio rendered from markdown, sanitized', async () => {
      const bio =
        'Hello **world** <script>alert(1)</script> & `code`\n\n[site](https://ada.example.org) <img src=x onerror=alert(1)>';
      const response = await put('user/info', {
        display_name: 'Ada L.',
        username: 'ada.l-1',
        bio,
        website: 'https://ada.example.org/me',
        location: 'London',
      });
      expect(response.status).toBe(200);
      expect(await info()).toMatchObject({
        display_name: 'Ada L.',
        username: 'ada.l-1',
        bio,
        bio_html:
          '<p>Hello <strong>world</strong> &lt;script&gt;alert(1)&lt;/script&gt; &amp; <code>code</code></p>\n' +
          '<p><a href="https://ada.example.org" rel="nofollow ugc">site</a> <img src="x" /></p>\n',
        website: 'https://ada.example.org/me',
        location: 'London',
      });
    });

    it('refuses a change of a field the site does not let people change, naming it, and changes nothing', async () => {
      await writeSetting(server.database.db, 'users', { ...ALL_ALLOWED, allow_update_username: false });
      const before = await info();
      const en = await put('user/info', { display_name: 'New name', username: 'someone-else' });
      expect(en.status).toBe(400);
      expect(en.body.data).toEqual([
        { error_field: 'username', error_msg: 'Username cannot be changed on this site.' },
      ]);
      const zh = await put('user/info', { username: 'someone-else' }, 'zh_CN');
      expect(zh.body.msg).toBe('本站不允许修改用户名。');
      expect(await info()).toMatchObject({ display_name: before.display_name, username: before.username });
      // sending the current value is no change, so it is accepted
      expect((await put('user/info', { username: before.username, display_name: 'Fine' })).status).toBe(200);
    });

    it.each([
      [
        'display_name',
        'allow_update_display_name',
        'Someone',
        'Display name cannot be changed on this site.',
        '本站不允许修改显示名称。',
      ],
      ['bio', 'allow_update_bio', 'About me', 'About me cannot be changed on this site.', '本站不允许修改关于我。'],
      [
        'website',
        'allow_update_website',
        'https://example.org',
        'Website cannot be changed on this site.',
        '本站不允许修改网站。',
      ],
      [
        'location',
        'allow_update_location',
        'Paris',
        'Location cannot be changed on this site.',
        '本站不允许修改位置。',
      ],
      [
        'avatar',
        'allow_update_avatar',
        { type: 'gravatar' },
        'Profile picture cannot be changed on this site.',
        '本站不允许修改头像。',
      ],
    ])('refuses %s when %s is off', async (field, setting, value, english, chinese) => {
      await writeSetting(server.database.db, 'users', { ...ALL_ALLOWED, [setting]: false });
      const en = await put('user/info', { [field]: value });
      expect(en.status).toBe(400);
      expect(en.body.data).toEqual([{ error_field: field, error_msg: english }]);
      expect((await put('user/info', { [field]: value }, 'zh_CN')).body.msg).toBe(chinese);
    });

    it('refuses changes when the site users settings were never saved (every allow_update_* defaults to off)', async () => {
      await server.database.db.deleteFrom('site_setting').where('type', '=', 'users').execute();
      expect((await put('user/info', { location: 'Rome' })).status).toBe(400);
    });

    it.each([
      ['a short username', { username: 'ab' }, 'username', 'Username must be at 3-30 characters in length.', '用户名'],
      [
        'a long username',
        { username: 'a'.repeat(31) },
        'username',
        'Username must be at 3-30 characters in length.',
        '用户名',
      ],
      [
        'capitals and spaces in a username',
        { username: 'Has Caps' },
        'username',
        'Username can only contain a-z, 0-9, hyphens, dots and underscores.',
        '用户名',
      ],
      [
        'an empty display name',
        { display_name: '' },
        'display_name',
        'Display name cannot be empty.',
        '显示名称不能为空。',
      ],
      [
        'a long display name',
        { display_name: 'x'.repeat(31) },
        'display_name',
        'Display name up to 30 characters.',
        '30',
      ],
      [
        'a bio of 4097 characters',
        { bio: 'x'.repeat(4097) },
        'bio',
        'About me up to 4096 characters.',
        '关于我最多 4096 个字符。',
      ],
      ['a website that is no URL', { website: 'not a url' }, 'website', 'Website format is incorrect.', '网站'],
      [
        'a website of over 500 characters',
        { website: `https://example.org/${'x'.repeat(500)}` },
        'website',
        'Website up to 500 characters.',
        '网站最多 500 个字符。',
      ],
      [
        'a location of 101 characters',
        { location: 'x'.repeat(101) },
        'location',
        'Location up to 100 characters.',
        '位置最多 100 个字符。',
      ],
      [
        'an unknown avatar type',
        { avatar: { type: 'emoji' } },
        'avatar.type',
        'Choose a valid profile picture.',
        '请选择有效的头像。',
      ],
    ])('refuses %s', async (_case, body, field, english, chinese) => {
      const en = await put('user/info', body);
      expect(en.status).toBe(400);
      expect(en.body.data).toEqual([{ error_field: field, error_msg: english }]);
      const zh = await put('user/info', body, 'zh_CN');
      expect(zh.body.data[0].error_msg).toContain(chinese);
    });

    it('refuses a reserved route word and a taken username', async () => {
      for (const word of ['settings', 'login', 'account-recovery']) {
        const response = await put('user/info', { username: word });
        expect(response.body.data).toEqual([
          { error_field: 'username', error_msg: 'This username is reserved. Please choose another one.' },
        ]);
      }
      const other = await freshAccount();
      await put('user/info', { username: 'taken-name' }, 'en_US', other.token);
      const taken = await put('user/info', { username: 'taken-name' });
      expect(taken.body.data).toEqual([{ error_field: 'username', error_msg: 'This username is already taken.' }]);
      expect((await put('user/info', { username: 'taken-name' }, 'zh_CN')).body.msg).toBe('该用户名已被使用。');
    });

    it('accepts an avatar uploaded here, and refuses a custom avatar from anywhere else', async () => {
      const form = new FormData();
      form.append('source', 'avatar');
      form.append('file', new Blob([new Uint8Array(PNG_1X1)], { type: 'image/png' }), 'me.png');
      const upload = await server.request('/answer/api/v1/file', { method: 'POST', body: form, ...authorized(token) });
      expect(upload.status).toBe(200);
      const url: string = upload.body.data;
      expect((await put('user/info', { avatar: { type: 'custom', custom: url } })).status).toBe(200);
      expect((await info()).avatar).toEqual({ type: 'custom', gravatar: '', custom: url });
      const foreign = await put('user/info', { avatar: { type: 'custom', custom: 'https://evil.example/x.png' } });
      expect(foreign.body.data).toEqual([
        { error_field: 'avatar', error_msg: 'Upload the profile picture here first.' },
      ]);
      expect((await put('user/info', { avatar: { type: 'gravatar' } })).status).toBe(200);
      expect((await info()).avatar.type).toBe('gravatar');
    });

    it('takes back the profile GET user/info gave, avatar included, even where pictures may not be changed', async () => {
      await writeSetting(server.database.db, 'users', { ...ALL_ALLOWED, allow_update_avatar: false });
      const read = await info();
      expect(read.avatar).toEqual({ type: '', gravatar: '', custom: '' });
      const { display_name, username, avatar, bio, website, location } = read;
      const sentBack = await put('user/info', { display_name, username, avatar, bio, website, location });
      expect(sentBack.status).toBe(200);
      expect((await info()).avatar).toEqual(read.avatar);
      // where pictures may be changed, the empty type is the site's default picture, like `default`
      await writeSetting(server.database.db, 'users', ALL_ALLOWED);
      expect((await put('user/info', { avatar: { type: 'gravatar' } })).status).toBe(200);
      expect((await put('user/info', { avatar: { type: '', gravatar: '', custom: '' } })).status).toBe(200);
      expect((await info()).avatar.type).toBe('default');
      const nonsense = await put('user/info', { avatar: { type: 'nonsense' } }, 'zh_CN');
      expect(nonsense.status).toBe(400);
      expect(nonsense.body.data).toEqual([
        { error_field: 'avatar.type', error_msg: zh['settings.profile.avatar.invalid'] },
      ]);
    });

    it('needs an activated account', async () => {
      const email = `inactive${++counter}@example.org`;
      await seedAccount(server, { email, password: PASSWORD, active: false, username: `inactive${counter}` });
      const inactive = (await login(server, email, PASSWORD)).body.data.access_token;
      const response = await put('user/info', { location: 'Oslo' }, 'en_US', inactive);
      expect(response.status).toBe(403);
      expect(response.body.data).toEqual({ type: 'inactive' });
      expect((await server.request('/answer/api/v1/user/info', { method: 'PUT', json: {} })).status).toBe(401);
    });
  });

  describe('PUT user/interface', () => {
    it('stores a language and colour scheme, including the defaults as the established client spells them', async () => {
      // someone who never chose reads 'Default', and may send it back
      expect(await info()).toMatchObject({ language: 'Default' });
      expect((await put('user/interface', { language: 'zh_CN', color_scheme: 'dark' })).status).toBe(200);
      expect(await info()).toMatchObject({ language: 'zh_CN', color_scheme: 'dark' });
      expect((await put('user/interface', { language: 'Default', color_scheme: 'default' })).status).toBe(200);
      expect(await info()).toMatchObject({ language: 'Default', color_scheme: 'default' });
    });

    it('lists the site language first among the language options, then every language', async () => {
      const options = await server.request('/answer/api/v1/language/options', { language: 'zh_CN' });
      expect(options.body.data).toEqual([
        { label: zh['settings.interface.language.default'], value: 'Default' },
        ...constants.languages.available.map(({ label, value }) => ({ label, value })),
      ]);
    });

    it('refuses an unknown language or colour scheme in both languages', async () => {
      const en = await put('user/interface', { language: 'xx_XX', color_scheme: 'neon' });
      expect(en.status).toBe(400);
      expect(en.body.data).toEqual([
        { error_field: 'language', error_msg: 'Choose a language from the list.' },
        { error_field: 'color_scheme', error_msg: 'Choose a colour scheme from the list.' },
      ]);
      const zh = await put('user/interface', { language: 'en_US', color_scheme: 'neon' }, 'zh_CN');
      expect(zh.body.data).toEqual([{ error_field: 'color_scheme', error_msg: '请从列表中选择配色方案。' }]);
    });
  });

  describe('PUT user/password', () => {
    it('changes the password, keeps this session and ends the others', async () => {
      const account = await freshAccount();
      const other = (await login(server, account.email, PASSWORD)).body.data.access_token;
      const response = await put(
        'user/password',
        { old_pass: PASSWORD, pass: 'new-password-2', pass_confirm: 'new-password-2' },
        'en_US',
        account.token,
      );
      expect(response.status).toBe(200);
      expect((await server.request('/answer/api/v1/user/info', authorized(account.token))).body.data).not.toBeNull();
      expect((await server.request('/answer/api/v1/user/info', authorized(other))).body.data).toBeNull();
      expect((await login(server, account.email, PASSWORD)).status).toBe(400);
      expect((await login(server, account.email, 'new-password-2')).status).toBe(200);
    });

    it('asks for a captcha after three wrong current passwords, as after failed logins', async () => {
      const account = await freshAccount();
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const wrong = await put(
          'user/password',
          { old_pass: 'not-my-password', pass: 'new-password-2' },
          'en_US',
          account.token,
        );
        expect(wrong.body.data[0].error_field).toBe('old_pass');
      }
      const guarded = await put(
        'user/password',
        { old_pass: PASSWORD, pass: 'new-password-2' },
        'en_US',
        account.token,
      );
      expect(guarded.body.data).toEqual([
        { error_field: 'captcha_code', error_msg: en['validation.captcha.code_required'] },
      ]);
      expect((await login(server, account.email, PASSWORD)).status).toBe(200);
    });

    it('refuses a wrong current password, a new one equal to it, a mismatched confirmation and a bad length', async () => {
      const wrong = await put('user/password', { old_pass: 'not-my-password', pass: 'new-password-2' });
      expect(wrong.body.data).toEqual([{ error_field: 'old_pass', error_msg: 'The password is incorrect.' }]);
      const same = await put('user/password', { old_pass: PASSWORD, pass: PASSWORD });
      expect(same.body.data).toEqual([
        { error_field: 'pass', error_msg: 'The new password is the same as the current one.' },
      ]);
      expect((await put('user/password', { old_pass: PASSWORD, pass: PASSWORD }, 'zh_CN')).body.msg).toBe(
        '新密码与当前密码相同。',
      );
      const mismatch = await put('user/password', {
        old_pass: PASSWORD,
        pass: 'new-password-2',
        pass_confirm: 'new-password-3',
      });
      expect(mismatch.body.data).toEqual([
        { error_field: 'pass_confirm', error_msg: 'The two passwords do not match.' },
      ]);
      const short = await put('user/password', { old_pass: PASSWORD, pass: 'short' }, 'zh_CN');
      expect(short.status).toBe(400);
      expect(short.body.data[0].error_field).toBe('pass');
      expect((await put('user/password', { old_pass: PASSWORD, pass: 'short' })).body.data[0].error_msg).toBe(
        'Password must be at 8-32 characters in length.',
      );
      expect((await login(server, (await info()).e_mail, PASSWORD)).status).toBe(200);
    });

    it('refuses a change without the current password as incomplete, before it counts as a guess', async () => {
      const account = await freshAccount();
      const records = async () =>
        (await server.database.db.selectFrom('captcha_action_record').select('record_key').execute()).length;
      const before = await records();
      for (const language of ['en_US', 'zh_CN'] as const) {
        const missing = await put('user/password', { pass: 'new-password-2' }, language, account.token);
        expect(missing.status).toBe(400);
        expect(missing.body.data).toEqual([
          {
            error_field: 'old_pass',
            error_msg: (language === 'en_US' ? en : zh)['settings.password.old_pass.required'],
          },
        ]);
      }
      expect(await records()).toBe(before);
      expect((await login(server, account.email, PASSWORD)).status).toBe(200);
    });

    it('lets a user without a password set one without old_pass', async () => {
      const account = await freshAccount();
      await server.database.db.updateTable('users').set({ pass: '' }).where('id', '=', account.id).execute();
      expect((await put('user/password', { pass: 'first-password' }, 'en_US', account.token)).status).toBe(200);
      expect((await login(server, account.email, 'first-password')).status).toBe(200);
    });
  });

  describe('user/notification/config', () => {
    it('starts with inbox mails on and new-question mails off, and saves the choices', async () => {
      const get = () => server.request('/answer/api/v1/user/notification/config', authorized(token));
      expect((await get()).body.data).toEqual({
        inbox: { key: 'email', enable: true },
        all_new_question: { key: 'email', enable: false },
        all_new_question_for_following_tags: { key: 'email', enable: false },
      });
      const choice = {
        inbox: { key: 'email', enable: false },
        all_new_question: { key: 'email', enable: true },
        all_new_question_for_following_tags: { key: 'email', enable: true },
      };
      expect((await put('user/notification/config', choice)).body.data).toEqual(choice);
      expect((await get()).body.data).toEqual(choice);
      const again = { ...choice, all_new_question: { key: 'email', enable: false } };
      await put('user/notification/config', again);
      expect((await get()).body.data).toEqual(again);
      const rows = await server.database.db.selectFrom('user_notification_config').select('source').execute();
      expect(rows.length).toBeGreaterThanOrEqual(constants.notification_config.sources.length);
    });

    it('refuses an unknown channel or a missing source', async () => {
      const response = await put('user/notification/config', { inbox: { key: 'sms', enable: true } });
      expect(response.status).toBe(400);
      expect(response.body.data.map((error: { error_field: string }) => error.error_field)).toEqual(
        expect.arrayContaining(['inbox.key', 'all_new_question']),
      );
    });
  });
});
