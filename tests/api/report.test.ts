import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { constants } from '../../generated/constants.ts';
import en from '../../generated/messages/en_US.ts';
import zh from '../../generated/messages/zh_CN.ts';
import { writeSetting } from '../../src/server/db/settings-store.ts';
import { seedCommunity, seedMember } from './support/community.ts';
import { testEngines } from './support/databases.ts';
import { commentOn, flag, flagsOf } from './support/flags.ts';
import { seedAnswer, seedQuestion } from './support/lifecycle-posts.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

// POST report (product spec §4 report flow, §5 report modal; answer-api-facts §2.2, §4.7).

const API = constants.api_prefix;
const { report_status: reportStatus } = constants;

describe.each(testEngines())('flagging posts on $name', (engine) => {
  let server: TestServer;
  let people: Awaited<ReturnType<typeof seedCommunity>>;

  beforeAll(async () => {
    server = await startTestServer(engine);
    people = await seedCommunity(server);
  });
  afterAll(async () => server?.close());

  it("a member flags someone's answer: the flag waits for staff, naming the answer's author and the reason", async () => {
    const question = await seedQuestion(server, people.asker);
    const answer = await seedAnswer(server, question, people.answerer);
    const response = await flag(server, people.newcomer, { object_id: answer, report_type: 57 });
    expect(response.status).toBe(200);
    expect(response.body.data).toBeNull();
    const [row, ...others] = await flagsOf(server, answer);
    expect(others).toEqual([]);
    expect(row).toMatchObject({
      user_id: people.newcomer.id,
      object_type: 'answer',
      reported_user_id: people.answerer.id,
      report_type: 57,
      content: '',
      status: reportStatus.pending,
    });
    expect(String(row!.reviewed_by)).toBe('0');
  });

  it('a second flag of the same post by the same person is refused in their language; another person may flag it', async () => {
    const question = await seedQuestion(server, people.asker);
    expect((await flag(server, people.newcomer, { object_id: question, report_type: 58 })).status).toBe(200);
    const again = await flag(server, people.newcomer, { object_id: question, report_type: 57 });
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({
      reason: 'error.report.already_flagged',
      msg: en['error.report.already_flagged'],
    });
    expect(again.body.data).toEqual({ err_type: 'toast' });
    const inChinese = await flag(server, people.newcomer, { object_id: question, report_type: 57 }, 'zh_CN');
    expect(inChinese.body.msg).toBe(zh['error.report.already_flagged']);
    expect((await flag(server, people.answerer, { object_id: question, report_type: 57 })).status).toBe(200);
    expect((await flagsOf(server, question)).map((row) => row.user_id)).toEqual([
      people.newcomer.id,
      people.answerer.id,
    ]);
  });

  it('the same person flagging the same post twice at once leaves one flag', async () => {
    const question = await seedQuestion(server, people.asker);
    const both = await Promise.all([
      flag(server, people.answerer, { object_id: question, report_type: 57 }),
      flag(server, people.answerer, { object_id: question, report_type: 58 }),
    ]);
    expect(both.map((response) => response.status).sort()).toEqual([200, 400]);
    expect(await flagsOf(server, question)).toHaveLength(1);
  });

  it('anonymous visitors are asked to log in; an account that is not activated is refused', async () => {
    const question = await seedQuestion(server, people.asker);
    const anonymous = await server.request(`${API}/report`, {
      method: 'POST',
      json: { object_id: question, report_type: 57 },
    });
    expect(anonymous.status).toBe(401);
    const inactive = await seedMember(server, { username: 'sleepy-sam', active: false });
    const refused = await flag(server, inactive, { object_id: question, report_type: 57 });
    expect(refused.status).toBe(403);
    expect(refused.body.data).toEqual({ type: 'inactive' });
    expect(await flagsOf(server, question)).toEqual([]);
  });

  it('a reason is required, and it must be one offered for that kind of post', async () => {
    const question = await seedQuestion(server, people.asker);
    const missing = await flag(server, people.newcomer, { object_id: question });
    expect(missing.status).toBe(400);
    expect(missing.body.data).toEqual([
      { error_field: 'report_type', error_msg: en['validation.report.reason_required'] },
    ]);
    // 61 "not an answer" is an answer's flag reason, 63 a close reason: neither flags a question
    for (const reportType of [61, 63]) {
      const wrong = await flag(server, people.newcomer, { object_id: question, report_type: reportType });
      expect(wrong.body.data).toEqual([
        { error_field: 'report_type', error_msg: en['validation.report.reason_required'] },
      ]);
    }
    expect(await flagsOf(server, question)).toEqual([]);
  });

  it('"something else" needs words; "a duplicate" a link to this site; reasons without content keep none', async () => {
    const original = await seedQuestion(server, people.answerer);
    const question = await seedQuestion(server, people.asker);
    const problem = async (report_type: number, content: string) =>
      (await flag(server, people.newcomer, { object_id: question, report_type, content })).body.data?.[0];
    expect(await problem(59, '   ')).toEqual({ error_field: 'content', error_msg: en['validation.cannot_be_empty'] });
    expect(await problem(60, 'not a link')).toEqual({
      error_field: 'content',
      error_msg: en['validation.report.url_invalid'],
    });
    expect(await problem(60, `https://elsewhere.example.org/answer/questions/${original}`)).toEqual({
      error_field: 'content',
      error_msg: en['validation.report.url_origin_mismatch'],
    });
    expect(await flagsOf(server, question)).toEqual([]);
    const link = `${server.baseUrl}/answer/questions/${original}`;
    expect((await flag(server, people.newcomer, { object_id: question, report_type: 60, content: link })).status).toBe(
      200,
    );
    expect(
      (await flag(server, people.answerer, { object_id: question, report_type: 57, content: 'ignored' })).status,
    ).toBe(200);
    expect((await flagsOf(server, question)).map((row) => row.content)).toEqual([link, '']);
  });

  it('comments are flagged with the comment reasons', async () => {
    const question = await seedQuestion(server, people.asker);
    const comment = await commentOn(server, people.answerer, question);
    expect((await flag(server, people.newcomer, { object_id: comment, report_type: 61 })).status).toBe(400);
    expect((await flag(server, people.newcomer, { object_id: comment, report_type: 62 })).status).toBe(200);
    expect(await flagsOf(server, comment)).toMatchObject([
      { object_type: 'comment', reported_user_id: people.answerer.id },
    ]);
  });

  it('deleted posts, posts the caller cannot see, tags and unknown ids cannot be flagged', async () => {
    const question = await seedQuestion(server, people.asker);
    const deleted = await seedAnswer(server, question, people.answerer);
    await server.database.db
      .updateTable('answer')
      .set({ status: constants.post_status.deleted })
      .where('id', '=', deleted)
      .execute();
    const unlisted = await seedQuestion(server, people.answerer);
    await server.database.db
      .updateTable('question')
      .set({ show: constants.post_show.unlisted })
      .where('id', '=', unlisted)
      .execute();
    const tag = await server.database.db.selectFrom('tag').select('id').executeTakeFirst();
    for (const objectId of [deleted, unlisted, tag?.id ?? '10030000000000001', '10010009999999999']) {
      const response = await flag(server, people.newcomer, { object_id: String(objectId), report_type: 57 });
      expect(response.status).toBe(404);
      expect(response.body.reason).toBe('error.report.object_not_found');
    }
  });

  it('bounds what a client sends: an oversized id, reason or text is a 400 that changes nothing', async () => {
    const question = await seedQuestion(server, people.asker);
    for (const body of [
      { object_id: '1'.repeat(40), report_type: 57 },
      { object_id: question, report_type: 10 ** 9 },
      { object_id: question, report_type: 59, content: 'x'.repeat(constants.limits.reason_content_max + 1) },
    ]) {
      expect((await flag(server, people.newcomer, body)).status).toBe(400);
    }
    expect(await flagsOf(server, question)).toEqual([]);
  });

  it('with the captcha on, a flag right after another needs the captcha and nothing is written without it', async () => {
    await writeSetting(server.database.db, 'plugin_status', { [constants.captcha.plugin_slug]: true });
    try {
      // someone who has flagged nothing yet today: the first flag needs no captcha
      const quick = await seedMember(server, { username: 'quick-quinn' });
      const first = await seedQuestion(server, people.asker);
      const second = await seedQuestion(server, people.asker);
      expect((await flag(server, quick, { object_id: first, report_type: 57 })).status).toBe(200);
      const refused = await flag(server, quick, { object_id: second, report_type: 57 });
      expect(refused.status).toBe(400);
      expect(refused.body.data).toEqual([
        { error_field: 'captcha_code', error_msg: en['validation.captcha.code_required'] },
      ]);
      expect(await flagsOf(server, second)).toEqual([]);
      const record = await server.request(`${API}/user/action/record?action=report`, quick.as);
      expect(record.body.data.verify).toBe(true);
    } finally {
      await writeSetting(server.database.db, 'plugin_status', { [constants.captcha.plugin_slug]: false });
    }
  });
});
