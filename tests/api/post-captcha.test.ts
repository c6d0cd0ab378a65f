import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { constants } from '../../generated/constants.ts';
import en from '../../generated/messages/en_US.ts';
import { writeSetting } from '../../src/server/db/settings-store.ts';
import { seedCommunity, type Member } from './support/community.ts';
import { testEngines } from './support/databases.ts';
import { askQuestion, seedTag } from './support/posts.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';
import { recordIssuedCaptchaCodes } from './support/issued-captcha-codes.ts';

// The captcha thresholds of answer-api-facts §1.6 on the writes of posts (constants.captcha.actions):
// with the built-in captcha on, a write past its threshold is refused on captcha_code and changes
// nothing, the same write with the answer to the picture goes through, and staff are not asked.

const API = constants.api_prefix;
const rule = (key: string) => constants.captcha.actions.find((action) => action.key === key)! as { count?: number };

const issuedCodes = recordIssuedCaptchaCodes();

describe.each(testEngines())('captcha on the writes of posts on $name', (engine) => {
  let server: TestServer;
  let people: Awaited<ReturnType<typeof seedCommunity>>;
  beforeAll(async () => {
    server = await startTestServer(engine);
    people = await seedCommunity(server);
    await seedTag(server);
    await writeSetting(server.database.db, 'plugin_status', { [constants.captcha.plugin_slug]: true });
  });
  afterAll(async () => server?.close());

  const call = (who: Member, method: string, path: string, json: Record<string, unknown>) =>
    server.request(`${API}${path}`, { method, json, ...who.as });

  /** The answer to the captcha `who` is asked for `action`, read as a person reads the picture. */
  async function solved(who: Member, action: string): Promise<{ captcha_id: string; captcha_code: string }> {
    const record = await server.request(`${API}/user/action/record?action=${action}`, who.as);
    expect(record.body.data.verify).toBe(true);
    const id = record.body.data.captcha_id as string;
    return { captcha_id: id, captcha_code: issuedCodes.get(id)! };
  }

  const count = async (table: 'question' | 'answer' | 'comment' | 'vote') =>
    Number(
      (
        await server.database.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  /** The write is refused on captcha_code and changes nothing in `table`; with the picture's answer it goes through. */
  async function expectCaptcha(
    who: Member,
    action: string,
    table: Parameters<typeof count>[0],
    write: (captcha: object) => ReturnType<typeof call>,
  ) {
    const before = await count(table);
    const refused = await write({});
    expect(refused.status).toBe(400);
    expect(refused.body.data).toEqual([
      { error_field: 'captcha_code', error_msg: en['validation.captcha.code_required'] },
    ]);
    expect(await count(table)).toBe(before);
    const accepted = await write(await solved(who, action));
    expect(accepted.status).toBe(200);
  }

  const question = (n: number) => ({
    title: `Captcha question number ${n}?`,
    content: `Body of captcha question ${n}.`,
    tags: [{ slug_name: 'general' }],
  });

  it('asking again within seconds needs the captcha; staff are not asked', async () => {
    expect((await call(people.asker, 'POST', '/question', question(1))).status).toBe(200);
    await expectCaptcha(people.asker, 'question', 'question', (captcha) =>
      call(people.asker, 'POST', '/question', { ...question(2), ...captcha }),
    );
    expect((await call(people.admin, 'POST', '/question', question(3))).status).toBe(200);
    expect((await call(people.admin, 'POST', '/question', question(4))).status).toBe(200);
  });

  it('answering again within seconds needs the captcha', async () => {
    const [first, second] = [await askQuestion(server, people.veteran), await askQuestion(server, people.moderator)];
    expect(
      (await call(people.answerer, 'POST', '/answer', { question_id: first, content: 'A first quick answer.' })).status,
    ).toBe(200);
    await expectCaptcha(people.answerer, 'answer', 'answer', (captcha) =>
      call(people.answerer, 'POST', '/answer', { question_id: second, content: 'A second quick answer.', ...captcha }),
    );
  });

  it('commenting again within a second needs the captcha, and so does deleting again within seconds', async () => {
    const questionId = await askQuestion(server, people.moderator);
    const first = await call(people.newcomer, 'POST', '/comment', {
      object_id: questionId,
      original_text: 'A first comment here.',
    });
    expect(first.status).toBe(200);
    await expectCaptcha(people.newcomer, 'comment', 'comment', (captcha) =>
      call(people.newcomer, 'POST', '/comment', {
        object_id: questionId,
        original_text: 'A second comment here.',
        ...captcha,
      }),
    );

    const ids = (
      await server.database.db.selectFrom('comment').select('id').where('object_id', '=', questionId).execute()
    ).map((row) => row.id);
    expect((await call(people.newcomer, 'DELETE', '/comment', { comment_id: ids[0] })).status).toBe(200);
    const before = await server.database.db
      .selectFrom('comment')
      .select('status')
      .where('id', '=', ids[1]!)
      .executeTakeFirstOrThrow();
    const refused = await call(people.newcomer, 'DELETE', '/comment', { comment_id: ids[1] });
    expect(refused.body.data).toEqual([
      { error_field: 'captcha_code', error_msg: en['validation.captcha.code_required'] },
    ]);
    expect(
      await server.database.db
        .selectFrom('comment')
        .select('status')
        .where('id', '=', ids[1]!)
        .executeTakeFirstOrThrow(),
    ).toEqual(before);
    expect(
      (
        await call(people.newcomer, 'DELETE', '/comment', {
          comment_id: ids[1],
          ...(await solved(people.newcomer, 'delete')),
        })
      ).status,
    ).toBe(200);
  });

  it(`edit number ${(rule('edit').count ?? 0) + 1} of the day needs the captcha`, async () => {
    // staff ask, so the editor's own asking earlier today does not come into it
    const questionId = await askQuestion(server, people.admin);
    const edit = (n: number, captcha: object = {}) =>
      call(people.veteran, 'PUT', '/question', { id: questionId, ...question(100 + n), ...captcha });
    for (let n = 0; n < rule('edit').count!; n++) expect((await edit(n)).status).toBe(200);
    const refused = await edit(99);
    expect(refused.body.data).toEqual([
      { error_field: 'captcha_code', error_msg: en['validation.captcha.code_required'] },
    ]);
    expect(
      (
        await server.database.db
          .selectFrom('question')
          .select('title')
          .where('id', '=', questionId)
          .executeTakeFirstOrThrow()
      ).title,
    ).toBe(question(100 + rule('edit').count! - 1).title);
    expect((await edit(98, await solved(people.veteran, 'edit'))).status).toBe(200);
  });

  it(`vote number ${(rule('vote').count ?? 0) + 1} of the day needs the captcha`, async () => {
    const questionId = await askQuestion(server, people.moderator);
    const comments: string[] = [];
    for (let n = 0; n <= rule('vote').count!; n++) {
      const response = await call(people.admin, 'POST', '/comment', {
        object_id: questionId,
        original_text: `Comment to vote on, number ${n}.`,
      });
      comments.push(response.body.data.comment_id as string);
    }
    const vote = (id: string, captcha: object = {}) =>
      call(people.answerer, 'POST', '/vote/up', { object_id: id, ...captcha });
    for (const id of comments.slice(0, rule('vote').count!)) expect((await vote(id)).status).toBe(200);
    await expectCaptcha(people.answerer, 'vote', 'vote', (captcha) => vote(comments.at(-1)!, captcha));
  });
});
