import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCommunity, type Member } from './support/community.ts';
import { testEngines } from './support/databases.ts';
import { ADMIN_API, putPageSettings, readPageSettings, savePageSettings } from './support/admin-settings.ts';
import { API } from './support/questions.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';
import { configureSite, seedAccount } from './support/user-accounts.ts';
import { linkIn, startSmtpServer, type TestSmtpServer } from '../support/smtp.ts';

const siteInfo = async (server: TestServer) => (await server.request(`${API}/siteinfo`)).body.data;

describe.each(testEngines())('admin settings: general on $name', (engine) => {
  let server: TestServer;
  let smtp: TestSmtpServer;
  let admin: Member;
  let member: Member;

  beforeAll(async () => {
    server = await startTestServer(engine);
    smtp = await startSmtpServer();
    await configureSite(server, smtp);
    ({ admin, newcomer: member } = await seedCommunity(server));
  });
  afterAll(async () => {
    await server?.close();
    await smtp?.close();
  });

  it('is for admins only', async () => {
    expect((await server.request(`${ADMIN_API}/siteinfo/general`)).status).toBe(401);
    expect((await server.request(`${ADMIN_API}/siteinfo/general`, member.as)).status).toBe(403);
    const put = await server.request(`${ADMIN_API}/siteinfo/general`, {
      method: 'PUT',
      headers: member.as.headers,
      json: { name: 'Taken over', site_url: 'https://evil.example', contact_email: 'x@evil.example' },
    });
    expect(put.status).toBe(403);
    expect((await siteInfo(server)).general.name).toBe('Test Site');
  });

  it('answers every field, unset ones with their defaults', async () => {
    const general = await readPageSettings(server, admin, 'general');
    expect(general).toEqual({
      name: 'Test Site',
      site_url: server.baseUrl,
      short_description: '',
      description: '',
      contact_email: '',
      check_update: true,
    });
  });

  it('shows a saved name, descriptions and contact address in the siteinfo at once', async () => {
    const saved = await savePageSettings(server, admin, 'general', {
      name: 'Harbour Questions',
      short_description: 'Boats and more',
      description: 'Everything about keeping boats.',
      contact_email: 'harbour@example.org',
    });
    expect(saved.name).toBe('Harbour Questions');
    const { general } = await siteInfo(server);
    expect(general).toMatchObject({
      name: 'Harbour Questions',
      short_description: 'Boats and more',
      description: 'Everything about keeping boats.',
      contact_email: 'harbour@example.org',
    });
  });

  it('stores the site URL normalized and starts mail links with it', async () => {
    const saved = await savePageSettings(server, admin, 'general', { site_url: 'https://harbour.example.org/' });
    expect(saved.site_url).toBe('https://harbour.example.org/answer');
    expect((await siteInfo(server)).general.site_url).toBe('https://harbour.example.org/answer');
    await seedAccount(server, { email: 'sailor@example.org', password: 'correct horse 1' });
    const reset = await server.request(`${API}/user/password/reset`, {
      method: 'POST',
      json: { e_mail: 'sailor@example.org' },
    });
    expect(reset.status).toBe(200);
    const mail = await smtp.nextMailTo('sailor@example.org');
    expect(mail.subject).toContain('Harbour Questions');
    expect(`${linkIn(mail).origin}${linkIn(mail).pathname}`).toBe(
      'https://harbour.example.org/answer/users/password-reset',
    );
  });

  it('refuses a site URL that is no http address with a field error, changing nothing', async () => {
    const refused = await putPageSettings(server, admin, 'general', { site_url: 'ftp://harbour.example.org' });
    expect(refused.status).toBe(400);
    expect(refused.body.data).toEqual([
      { error_field: 'site_url', error_msg: 'Site URL must be a valid http or https address.' },
    ]);
    expect((await siteInfo(server)).general.site_url).toBe('https://harbour.example.org/answer');
  });

  it('refuses a name outside 2-128 characters with the localized message', async () => {
    const tooShort = await putPageSettings(server, admin, 'general', { name: 'H' }, 'zh_CN');
    expect(tooShort.status).toBe(400);
    expect(tooShort.body.data).toEqual([{ error_field: 'name', error_msg: '站点名称长度须为 2-128 个字符。' }]);
    const tooLong = await putPageSettings(server, admin, 'general', { name: 'H'.repeat(129) });
    expect(tooLong.status).toBe(400);
    expect((await siteInfo(server)).general.name).toBe('Harbour Questions');
  });

  it('stores only the fields of the page: another is refused on its name', async () => {
    const refused = await putPageSettings(server, admin, 'general', { favourite_colour: 'blue' });
    expect(refused.status).toBe(400);
    expect(refused.body.data).toEqual([
      { error_field: 'favourite_colour', error_msg: 'favourite_colour is not an accepted field.' },
    ]);
    const stored = await server.database.db
      .selectFrom('site_setting')
      .select('content')
      .where('type', '=', 'general')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(stored.content)).not.toHaveProperty('favourite_colour');
  });
});
