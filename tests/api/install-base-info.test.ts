import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { constants } from '../../generated/constants.ts';
import en from '../../generated/messages/en_US.ts';
import zh from '../../generated/messages/zh_CN.ts';
import { verifyPassword } from '../../src/server/auth/password-hash.ts';
import { testEngines } from './support/databases.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

const path = `${constants.install_api_prefix}/base-info`;
const limits = constants.limits;

const validForm = {
  lang: 'en_US',
  site_name: 'Rust Answers',
  site_url: 'https://answers.example.org',
  contact_email: 'team@example.org',
  login_required: false,
  name: 'Ada Admin',
  password: 'correct horse battery',
  email: 'ada@example.org',
};

function fill(message: string, values: Record<string, string | number>): string {
  return message.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]));
}

describe.each(testEngines())('install base info on $name', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine, { installed: false });
  });
  afterAll(async () => {
    await server.close();
  });

  const post = (json: unknown, language?: string) =>
    server.request(path, { method: 'POST', json, ...(language ? { language } : {}) });

  it('reports every empty required field with its own message, in form order', async () => {
    const { status, body } = await post({});
    expect(status).toBe(400);
    // lang has a default (the site's default language), so only the others are missing
    expect(body.data).toEqual([
      { error_field: 'site_name', error_msg: en['install.site_name.required'] },
      { error_field: 'site_url', error_msg: en['install.site_url.required'] },
      { error_field: 'contact_email', error_msg: en['install.contact_email.required'] },
      { error_field: 'name', error_msg: en['install.admin_name.required'] },
      { error_field: 'password', error_msg: en['install.admin_password.required'] },
      { error_field: 'email', error_msg: en['install.admin_email.required'] },
    ]);
    expect(body.msg).toBe(en['install.site_name.required']);
    expect((await post({ ...validForm, lang: 'xx_XX' })).body.data).toEqual([
      { error_field: 'lang', error_msg: en['install.lang.required'] },
    ]);
  });

  it('applies the length, pattern and format rules with limits from constants, in en_US and zh_CN', async () => {
    const broken = {
      ...validForm,
      site_name: 'x'.repeat(limits.install.site_name_max + 1),
      site_url: 'not a url',
      name: 'ab',
      password: 'short',
      email: 'nobody',
    };
    const expected = (catalogue: typeof en) => [
      {
        error_field: 'site_name',
        error_msg: fill(catalogue['install.site_name.max_length'], { limit: limits.install.site_name_max }),
      },
      { error_field: 'site_url', error_msg: catalogue['install.site_url.invalid'] },
      {
        error_field: 'name',
        error_msg: fill(catalogue['validation.login_name.length'], {
          min: limits.login_name.min,
          max: limits.install.admin_name_max,
        }),
      },
      {
        error_field: 'password',
        error_msg: fill(catalogue['validation.password.length'], {
          min: limits.install.admin_password_min,
          max: limits.install.admin_password_max,
        }),
      },
      { error_field: 'email', error_msg: catalogue['validation.email_invalid'] },
    ];
    expect((await post(broken)).body.data).toEqual(expected(en));
    expect((await post(broken, 'zh-CN')).body.data).toEqual(expected(zh));
    expect((await post({ ...validForm, name: 'bad/name!' })).body.data).toEqual([
      { error_field: 'name', error_msg: en['validation.login_name.pattern'] },
    ]);
  });

  it('changes nothing when the form is refused', async () => {
    await post({ ...validForm, password: 'short' });
    const site = await server.request(`${constants.api_prefix}/siteinfo`);
    expect(site.body.data.general.name).toBe('');
    const users = await server.database.db.selectFrom('users').select('id').execute();
    expect(users).toHaveLength(0);
  });

  it('installs the site and its administrator, then refuses to install again', async () => {
    const { status, body } = await post({ ...validForm, lang: 'zh_CN', unexpected_field: 'dropped' });
    expect(status).toBe(200);
    expect(body.data).toBeNull();

    const site = (await server.request(`${constants.api_prefix}/siteinfo`)).body.data;
    expect(site.general).toMatchObject({
      name: validForm.site_name,
      site_url: `${validForm.site_url}/answer`,
      contact_email: validForm.contact_email,
    });
    expect(site.interface.language).toBe('zh_CN');

    const admin = await server.database.db.selectFrom('users').selectAll().executeTakeFirstOrThrow();
    expect(admin).toMatchObject({
      username: 'ada-admin',
      display_name: 'Ada Admin',
      e_mail: validForm.email,
      role_id: constants.roles.admin,
      mail_status: constants.mail_status.active,
    });
    expect(admin.pass).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(admin.pass, validForm.password)).toBe(true);

    // The starter content, asked and answered by the administrator in the installation's language.
    const questions = (await server.request(`${constants.api_prefix}/question/page?order=newest&page_size=10`)).body
      .data;
    expect(questions.list.map((question: { title: string }) => question.title).sort()).toEqual(
      [zh['starter.what_is_a_tag.title'], zh['starter.what_is_reputation.title']].sort(),
    );
    for (const question of questions.list) {
      expect(question).toMatchObject({ answer_count: 1, operator: { username: 'ada-admin' } });
      expect(question.tags).toEqual([expect.objectContaining({ slug_name: constants.install.starter_tag })]);
      const answers = (await server.request(`${constants.api_prefix}/answer/page?question_id=${question.id}`)).body
        .data;
      expect(answers.list).toEqual([
        expect.objectContaining({ user_info: expect.objectContaining({ username: 'ada-admin' }) }),
      ]);
    }
    const tag = await server.database.db.selectFrom('tag').selectAll().executeTakeFirstOrThrow();
    expect(tag).toMatchObject({
      slug_name: constants.install.starter_tag,
      question_count: 2,
      original_text: zh['starter.tag.description'],
    });

    const again = await post({ ...validForm, site_name: 'Another' }, 'zh-CN');
    expect(again.status).toBe(400);
    expect(again.body).toEqual({
      code: 400,
      reason: 'error.install.already_installed',
      msg: zh['error.install.already_installed'],
      data: { err_type: 'alert' },
    });
    expect((await server.request(`${constants.api_prefix}/siteinfo`)).body.data.general.name).toBe(validForm.site_name);
  });
});

describe('a failure inside a handler', () => {
  it('answers a 500 envelope without internals but with its request id, and logs the error', async () => {
    const engine = testEngines()[0]!;
    const server = await startTestServer(engine);
    try {
      await server.database.db.destroy();
      const { status, body, headers } = await server.request(`${constants.api_prefix}/siteinfo`, {
        language: 'zh-CN',
      });
      expect(status).toBe(500);
      expect(body).toEqual({
        code: 500,
        reason: 'base.unknown',
        msg: zh['base.unknown'],
        data: { request_id: headers.get(constants.request_id.header) },
      });
      expect(
        server.logs.some(
          (line) => line.msg === 'request failed' && typeof (line.err as { stack?: string })?.stack === 'string',
        ),
      ).toBe(true);
    } finally {
      await server.close().catch(() => undefined);
    }
  });
});
