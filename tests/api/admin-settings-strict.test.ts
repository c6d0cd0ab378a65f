import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { constants } from '../../generated/constants.ts';
import { forms } from '../../generated/forms.ts';
import { settingsPages } from '../../generated/settings-pages.ts';
import { operationTable } from '../../generated/operations.ts';
import { seedCommunity, type Member } from './support/community.ts';
import { testEngines } from './support/databases.ts';
import { ADMIN_API, savePageSettings } from './support/admin-settings.ts';
import { adminGet } from './support/admin-calls.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

const pathOf = (operationId: keyof typeof operationTable) => operationTable[operationId].path.slice(ADMIN_API.length);

/** A settings PUT is the whole form: missing fields and unknown keys are refused, and nothing changes. */
describe.each(testEngines())('admin settings PUTs are strict on $name', (engine) => {
  let server: TestServer;
  let admin: Member;

  const put = (path: string, body: string | Record<string, unknown>, language = 'en_US') =>
    server.request(`${ADMIN_API}${path}`, {
      method: 'PUT',
      headers: { ...admin.as.headers, 'Content-Type': 'application/json' },
      language,
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
  const read = async (path: string) => {
    const response = await adminGet(server, path, admin);
    expect(response.status).toBe(200);
    return response.body.data as Record<string, unknown>;
  };

  beforeAll(async () => {
    server = await startTestServer(engine);
    ({ admin } = await seedCommunity(server));
  });
  afterAll(async () => {
    await server?.close();
  });

  it('an empty body keeps a private site private and its allowed domains', async () => {
    await savePageSettings(server, admin, 'login', { login_required: true, allow_email_domains: ['example.org'] });
    const refused = await put('/siteinfo/login', {});
    expect(refused.status).toBe(400);
    expect(refused.body.data).toEqual(
      forms.site_login.schema.required.map((field) => ({
        error_field: field,
        error_msg: `${field} cannot be empty.`,
      })),
    );
    expect(await read('/siteinfo/login')).toMatchObject({
      login_required: true,
      allow_email_domains: ['example.org'],
    });
  });

  it('every settings page refuses a body without its required fields, in en_US and zh_CN, changing nothing', async () => {
    for (const page of settingsPages) {
      const getPath = pathOf(page.get);
      const before = await read(getPath);
      const required = forms[page.form].schema.required as readonly string[];
      const messages: Record<string, string> = {};
      for (const language of ['en_US', 'zh_CN']) {
        const refused = await put(pathOf(page.put), {}, language);
        expect(refused.status, page.id).toBe(400);
        const fields = (refused.body.data as Array<{ error_field: string }>).map((error) => error.error_field);
        expect(new Set(fields), page.id).toEqual(new Set(required));
        messages[language] = refused.body.msg as string;
      }
      expect(messages.zh_CN, page.id).toMatch(/[\u4e00-\u9fff]/);
      expect(messages.en_US, page.id).toMatch(/^[\x20-\x7e]+$/);
      expect(await read(getPath), page.id).toEqual(before);
    }
  });

  it('an unknown key is refused on its name, and the known fields beside it are not saved', async () => {
    const before = await read('/siteinfo/seo');
    const refused = await put('/siteinfo/seo', { ...before, robots: 'User-agent: *\n', surprise: true });
    expect(refused.status).toBe(400);
    expect(refused.body.data).toEqual([{ error_field: 'surprise', error_msg: 'surprise is not an accepted field.' }]);
    const inChinese = await put('/siteinfo/seo', { ...before, surprise: true }, 'zh_CN');
    expect(inChinese.body.msg).toBe('surprise 不是可接受的字段。');
    expect(await read('/siteinfo/seo')).toEqual(before);
  });

  it('a field an established client leaves out keeps its saved value', async () => {
    // the Apache Answer web UI's write page sends no queue_below_reputation (answer-api-facts §2.1)
    await savePageSettings(server, admin, 'write', { queue_below_reputation: 25 });
    const { restrict_answer, required_tag, recommend_tags, reserved_tags } = await read('/siteinfo/write');
    const saved = await put('/siteinfo/write', {
      restrict_answer: !restrict_answer,
      required_tag,
      recommend_tags,
      reserved_tags,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(await read('/siteinfo/write')).toMatchObject({
      restrict_answer: !restrict_answer,
      queue_below_reputation: 25,
    });
  });

  describe('numbers that overflow or lie out of range get the field message', () => {
    const hourMessage = `Give an hour from 0 to ${constants.backup.hour_max}.`;
    const keepMessage = `Give a number from ${constants.backup.keep_min} to ${constants.backup.keep_max}.`;
    const schedule = { schedule_enabled: false, schedule_hour: 3, keep_count: 7 };
    const huge = '9'.repeat(5000);

    // [field, what is sent, the raw JSON value]
    it.each([
      ['schedule_hour', 'the string 1e400', '"1e400"', hourMessage],
      ['schedule_hour', 'the number 1e400', '1e400', hourMessage],
      ['schedule_hour', 'a 5,000-digit string', `"${huge}"`, hourMessage],
      ['schedule_hour', 'a 5,000-digit number', huge, hourMessage],
      ['schedule_hour', 'the number 1e20', '1e20', hourMessage],
      ['keep_count', 'the string 1e400', '"1e400"', keepMessage],
      ['keep_count', 'a 5,000-digit string', `"${huge}"`, keepMessage],
      ['keep_count', 'the number -1e400', '-1e400', keepMessage],
    ])('backups %s: %s', async (field, _what, raw, message) => {
      const before = await read('/setting/backups');
      const body = JSON.stringify({ ...schedule, [field]: 0 }).replace(`"${field}":0`, `"${field}":${raw}`);
      const refused = await put('/setting/backups', body);
      expect(refused.status).toBe(400);
      expect(refused.body.data).toEqual([{ error_field: field, error_msg: message }]);
      expect(await read('/setting/backups')).toEqual(before);
    });

    it.each([
      ['the string 1e400', '"1e400"'],
      ['a 5,000-digit string', `"${huge}"`],
      ['the number 1e400', '1e400'],
      ['the number 1e20', '1e20'],
    ])('write queue_below_reputation: %s', async (_what, raw) => {
      const before = await read('/siteinfo/write');
      const body = JSON.stringify({ ...before, queue_below_reputation: 0 }).replace(
        '"queue_below_reputation":0',
        `"queue_below_reputation":${raw}`,
      );
      const refused = await put('/siteinfo/write', body);
      expect(refused.status).toBe(400);
      expect(refused.body.data).toEqual([
        {
          error_field: 'queue_below_reputation',
          error_msg: `Enter a whole number from 0 to ${constants.privileges.custom_rank_max}.`,
        },
      ]);
      expect(await read('/siteinfo/write')).toEqual(before);
    });
  });
});
