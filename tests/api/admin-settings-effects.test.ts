import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { questionPath } from '../../src/shared/permalink/index.ts';
import { seedCommunity, type Member } from './support/community.ts';
import { testEngines } from './support/databases.ts';
import { putPageSettings, savePageSettings } from './support/admin-settings.ts';
import { seedTag } from './support/posts.ts';
import { API, ask } from './support/questions.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';
import { configureSite, forgetRateLimits, seedAccount } from './support/user-accounts.ts';
import { startSmtpServer, type TestSmtpServer } from '../support/smtp.ts';

/** Each settings page changed through its admin PUT, and the site seen to follow on the public API. */
describe.each(testEngines())('admin settings take effect on $name', (engine) => {
  let server: TestServer;
  let smtp: TestSmtpServer;
  let people: Awaited<ReturnType<typeof seedCommunity>>;
  let admin: Member;
  const siteInfo = async () => (await server.request(`${API}/siteinfo`)).body.data;
  const register = (email: string, language = 'en_US') =>
    server.request(`${API}/user/register/email`, {
      method: 'POST',
      language,
      json: { name: `Reader ${email.split('@')[0]}`, e_mail: email, pass: 'correct horse 1' },
    });

  beforeAll(async () => {
    server = await startTestServer(engine);
    smtp = await startSmtpServer();
    await configureSite(server, smtp);
    people = await seedCommunity(server);
    admin = people.admin;
  });
  afterAll(async () => {
    await server?.close();
    await smtp?.close();
  });
  beforeEach(() => forgetRateLimits(server));

  describe('interface', () => {
    afterAll(() => savePageSettings(server, admin, 'interface', { language: 'en_US', time_zone: 'UTC' }));

    it('gives visitors who name no language the site language and time zone, and new users their mail in it', async () => {
      await savePageSettings(server, admin, 'interface', { language: 'zh_CN', time_zone: 'Asia/Shanghai' });
      expect((await siteInfo()).interface).toEqual({ language: 'zh_CN', time_zone: 'Asia/Shanghai' });
      const bundle = await server.request(`${API}/language/config`);
      expect(bundle.body.data.ui['page_title.admin_general']).toBe('常规');
      const asked = await server.request(`${API}/language/config`, { language: 'en_US' });
      expect(asked.body.data.ui['page_title.admin_general']).toBe('General');
      await register('new-zh@example.org');
      expect((await smtp.nextMailTo('new-zh@example.org')).subject).toBe('[Test Site] 确认你的新账号');
    });

    it('refuses a time zone that does not exist, next to the field', async () => {
      const refused = await putPageSettings(server, admin, 'interface', { time_zone: 'Mars/Olympus_Mons' });
      expect(refused.status).toBe(400);
      expect(refused.body.data).toEqual([
        { error_field: 'time_zone', error_msg: 'Enter a time zone by its IANA name, e.g. Europe/Berlin.' },
      ]);
    });
  });

  describe('login', () => {
    const defaults = {
      allow_new_registrations: true,
      allow_email_registrations: true,
      allow_password_login: true,
      login_required: false,
      allow_email_domains: [],
    };
    afterAll(() => savePageSettings(server, admin, 'login', defaults));

    it('closes registration, whole or by email', async () => {
      await savePageSettings(server, admin, 'login', { allow_new_registrations: false });
      expect((await siteInfo()).login.allow_new_registrations).toBe(false);
      expect((await register('closed@example.org')).body.reason).toBe('error.user.not_allowed_registration');
      await savePageSettings(server, admin, 'login', {
        allow_new_registrations: true,
        allow_email_registrations: false,
      });
      expect((await register('closed@example.org')).body.reason).toBe('error.user.not_allowed_registration');
      await savePageSettings(server, admin, 'login', defaults);
      expect((await register('open@example.org')).status).toBe(200);
    });

    it('keeps allowed domains bare and lower case, and refuses addresses elsewhere', async () => {
      const saved = await savePageSettings(server, admin, 'login', {
        allow_email_domains: ['@Example.ORG', 'example.org'],
      });
      expect(saved.allow_email_domains).toEqual(['example.org']);
      const refused = await register('someone@elsewhere.net');
      expect(refused.status).toBe(400);
      expect(refused.body.data[0].error_field).toBe('e_mail');
      expect((await register('someone@example.org')).status).toBe(200);
      const bad = await putPageSettings(server, admin, 'login', { allow_email_domains: ['not a domain'] });
      expect(bad.status).toBe(400);
      expect(bad.body.data).toEqual([
        { error_field: 'allow_email_domains', error_msg: 'Enter domain names such as example.org, one per line.' },
      ]);
    });

    it('turns password login off', async () => {
      await seedAccount(server, { email: 'pw@example.org', password: 'correct horse 1' });
      const login = () =>
        server.request(`${API}/user/login/email`, {
          method: 'POST',
          json: { e_mail: 'pw@example.org', pass: 'correct horse 1' },
        });
      await savePageSettings(server, admin, 'login', { allow_password_login: false });
      expect((await login()).body.reason).toBe('error.user.not_allowed_login_via_password');
      await savePageSettings(server, admin, 'login', { allow_password_login: true });
      expect((await login()).status).toBe(200);
    });

    it('makes the site private for anonymous visitors', async () => {
      await seedTag(server);
      await ask(server, people.asker, { tags: ['general'] });
      expect((await server.request(`${API}/question/page`)).status).toBe(200);
      await savePageSettings(server, admin, 'login', { login_required: true });
      expect((await server.request(`${API}/question/page`)).status).toBe(401);
      expect((await server.request(`${API}/question/page`, people.asker.as)).status).toBe(200);
      await savePageSettings(server, admin, 'login', { login_required: false });
      expect((await server.request(`${API}/question/page`)).status).toBe(200);
    });
  });

  describe('users', () => {
    it('lets people change exactly the profile fields the site allows', async () => {
      const member = people.newcomer;
      const changeName = (display_name: string) =>
        server.request(`${API}/user/info`, { method: 'PUT', ...member.as, json: { display_name } });
      await savePageSettings(server, admin, 'users', { allow_update_display_name: false });
      const refused = await changeName('Nia Renamed');
      expect(refused.status).toBe(400);
      expect(refused.body.data[0].error_field).toBe('display_name');
      await savePageSettings(server, admin, 'users', { allow_update_display_name: true });
      expect((await changeName('Nia Renamed')).status).toBe(200);
    });

    it('shows the default avatar and gravatar address in the siteinfo', async () => {
      await savePageSettings(server, admin, 'users', {
        default_avatar: 'gravatar',
        gravatar_base_url: 'https://cravatar.example/avatar/',
      });
      expect((await siteInfo()).site_users).toMatchObject({
        default_avatar: 'gravatar',
        gravatar_base_url: 'https://cravatar.example/avatar/',
      });
      const bad = await putPageSettings(server, admin, 'users', { gravatar_base_url: 'javascript:alert(1)' });
      expect(bad.status).toBe(400);
    });
  });

  describe('seo', () => {
    it('changes the permalink form at once and serves the robots.txt', async () => {
      await seedTag(server);
      const question = await ask(server, people.asker, { title: 'Which knot holds a boat best?', tags: ['general'] });
      for (const permalink of [1, 2, 3, 4]) {
        await savePageSettings(server, admin, 'seo', {
          permalink,
          robots: `User-agent: *\nDisallow: /p${permalink}\n`,
        });
        const { site_seo: seo } = await siteInfo();
        expect(seo.permalink).toBe(permalink);
        // the link clients build from it leads to the question
        const id = questionPath(seo.permalink, { id: question.id, title: 'Which knot holds a boat best?' }).split(
          '/',
        )[2]!;
        const info = await server.request(`${API}/question/info?id=${id}`);
        expect(info.body.data.id).toBe(question.id);
        const robots = await server.request('/robots.txt');
        expect(robots.headers.get('content-type')).toContain('text/plain');
        expect(robots.text).toBe(`User-agent: *\nDisallow: /p${permalink}\n`);
      }
      expect((await putPageSettings(server, admin, 'seo', { permalink: 5 })).status).toBe(400);
    });
  });

  describe('legal', () => {
    it('stores the texts rendered by the site renderer and shows them on the legal pages', async () => {
      const saved = await savePageSettings(server, admin, 'legal', {
        terms_of_service_original_text: 'Be **kind**.\n\n<script>alert(1)</script>',
        terms_of_service_parsed_text: '<img src=x onerror=alert(1)>',
        privacy_policy_original_text: 'We keep *nothing*.',
      });
      expect(saved.terms_of_service_parsed_text).toContain('<strong>kind</strong>');
      const tos = await server.request(`${API}/siteinfo/legal?info_type=tos`);
      expect(tos.body.data.terms_of_service_original_text).toBe('Be **kind**.\n\n<script>alert(1)</script>');
      expect(tos.body.data.terms_of_service_parsed_text).toContain('<strong>kind</strong>');
      expect(tos.body.data.terms_of_service_parsed_text).not.toMatch(/<script|onerror/);
      const privacy = await server.request(`${API}/siteinfo/legal?info_type=privacy`);
      expect(privacy.body.data.privacy_policy_parsed_text).toContain('<em>nothing</em>');
    });
  });

  describe('write', () => {
    beforeAll(async () => {
      await seedTag(server, 'sailing');
      await seedTag(server, 'boats');
      await seedTag(server, 'boat');
      const main = await server.database.db
        .selectFrom('tag')
        .select('id')
        .where('slug_name', '=', 'boats')
        .executeTakeFirstOrThrow();
      await server.database.db
        .updateTable('tag')
        .set({ main_tag_id: main.id, main_tag_slug_name: 'boats' })
        .where('slug_name', '=', 'boat')
        .execute();
    });

    it('refuses a tag that does not exist or is a synonym, naming it', async () => {
      const missing = await putPageSettings(server, admin, 'write', { recommend_tags: ['sailing', 'rowing'] });
      expect(missing.status).toBe(400);
      expect(missing.body.data).toEqual([
        { error_field: 'recommend_tags', error_msg: 'The tag rowing does not exist.' },
      ]);
      const synonym = await putPageSettings(server, admin, 'write', { reserved_tags: ['boat'] }, 'zh_CN');
      expect(synonym.body.data).toEqual([
        { error_field: 'reserved_tags', error_msg: '标签 boat 是同义词，请使用它所代表的标签。' },
      ]);
      expect((await siteInfo()).site_write.recommend_tags).toEqual([]);
    });

    it('makes asking follow the required, recommended and reserved tags', async () => {
      await savePageSettings(server, admin, 'write', {
        required_tag: true,
        recommend_tags: ['Sailing'],
        reserved_tags: ['boats'],
      });
      expect((await siteInfo()).site_write).toMatchObject({ recommend_tags: ['sailing'], reserved_tags: ['boats'] });
      const askWith = (member: Member, tags: string[]) =>
        server.request(`${API}/question`, {
          method: 'POST',
          ...member.as,
          json: {
            title: `A question tagged ${tags.join(' and ')}?`,
            content: 'Some details long enough.',
            tags: tags.map((slug_name) => ({ slug_name })),
          },
        });
      const withoutRecommended = await askWith(people.asker, ['general']);
      expect(withoutRecommended.status).toBe(400);
      expect(withoutRecommended.body.data[0].error_field).toBe('tags');
      const reserved = await askWith(people.asker, ['sailing', 'boats']);
      expect(reserved.status).toBe(400);
      expect((await askWith(people.asker, ['sailing'])).status).toBe(200);
      expect((await askWith(admin, ['sailing', 'boats'])).status).toBe(200);
      await savePageSettings(server, admin, 'write', { required_tag: false, recommend_tags: [], reserved_tags: [] });
    });

    it('holds answers to one per person while restrict_answer is on', async () => {
      const question = await ask(server, people.asker, { tags: ['general'] });
      const answer = (content: string) =>
        server.request(`${API}/answer`, {
          method: 'POST',
          ...people.answerer.as,
          json: { question_id: question.id, content },
        });
      await savePageSettings(server, admin, 'write', { restrict_answer: true });
      expect((await answer('The first answer, long enough.')).status).toBe(200);
      expect((await answer('A second answer, also long enough.')).status).toBe(403);
      await savePageSettings(server, admin, 'write', { restrict_answer: false });
      expect((await answer('A second answer, also long enough.')).status).toBe(200);
    });
  });
});
