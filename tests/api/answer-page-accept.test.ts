import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { constants } from '../../generated/constants.ts';
import { reputationOf, seedCommunity, seedMember, type Member } from './support/community.ts';
import { testEngines } from './support/databases.ts';
import { answerQuestion, askQuestion } from './support/posts.ts';
import { QueryCounter } from './support/query-counter.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

const API = constants.api_prefix;
const { changes } = constants.reputation;

describe.each(testEngines())('answer pages and acceptance on $name', (engine) => {
  let server: TestServer;
  let people: Awaited<ReturnType<typeof seedCommunity>>;
  const queries = new QueryCounter();
  let memberNumber = 0;

  beforeAll(async () => {
    server = await startTestServer(engine, { plugins: [queries] });
    people = await seedCommunity(server);
  });
  afterAll(() => server?.close());

  const member = (rank = 10) => seedMember(server, { username: `page-${engine.name}-${(memberNumber += 1)}`, rank });
  const accept = (who: Member, questionId: string, answerId: string) =>
    server.request(`${API}/answer/acceptance`, {
      method: 'POST',
      ...who.as,
      json: { question_id: questionId, answer_id: answerId },
    });
  const page = (questionId: string, order: string, who?: Member) =>
    server.request(`${API}/answer/page?question_id=${questionId}&order=${order}`, who ? who.as : {});

  it("orders by score (accepted first, then votes, then oldest), newest and oldest, with Answer's names too", async () => {
    const questionId = await askQuestion(server, people.asker);
    const [first, second, third] = [await member(), await member(), await member()];
    const a1 = await answerQuestion(server, first, questionId, 'First answer');
    const a2 = await answerQuestion(server, second, questionId, 'Second answer');
    const a3 = await answerQuestion(server, third, questionId, 'Third answer');
    await server.database.db.updateTable('answer').set({ created_at: 1000 }).where('id', '=', a1).execute();
    await server.database.db.updateTable('answer').set({ created_at: 2000 }).where('id', '=', a2).execute();
    await server.database.db.updateTable('answer').set({ created_at: 3000 }).where('id', '=', a3).execute();
    await server.request(`${API}/vote/up`, { method: 'POST', ...people.veteran.as, json: { object_id: a3 } });
    expect((await accept(people.asker, questionId, a2)).status).toBe(200);

    const ids = async (order: string) =>
      (await page(questionId, order)).body.data.list.map((answer: { id: string }) => answer.id);
    expect(await ids('score')).toEqual([a2, a3, a1]);
    expect(await ids('default')).toEqual([a2, a3, a1]);
    expect(await ids('newest')).toEqual([a3, a2, a1]);
    expect(await ids('updated')).toEqual([a3, a2, a1]);
    expect(await ids('oldest')).toEqual([a1, a2, a3]);
    expect(await ids('created')).toEqual([a1, a2, a3]);
    const second1 = await server.request(
      `${API}/answer/page?question_id=${questionId}&order=oldest&page=2&page_size=2`,
    );
    expect(second1.body.data).toMatchObject({ count: 3, list: [{ id: a3 }] });
  });

  it('shows deleted answers only to their author and staff', async () => {
    const questionId = await askQuestion(server, people.asker);
    const author = await member();
    const answerId = await answerQuestion(server, author, questionId);
    await server.database.db
      .updateTable('answer')
      .set({ status: constants.post_status.deleted })
      .where('id', '=', answerId)
      .execute();
    expect((await page(questionId, 'score')).body.data).toEqual({ count: 0, list: [] });
    expect((await page(questionId, 'score', people.veteran)).body.data.count).toBe(0);
    expect((await page(questionId, 'score', author)).body.data.list[0]).toMatchObject({
      id: answerId,
      status: constants.post_status.deleted,
    });
    expect((await page(questionId, 'score', people.moderator)).body.data.count).toBe(1);
    expect((await server.request(`${API}/answer/info?id=${answerId}`)).status).toBe(404);
  });

  it('gives the viewer their vote, bookmark and actions on each answer', async () => {
    const questionId = await askQuestion(server, people.asker);
    const answerId = await answerQuestion(server, await member(), questionId);
    await server.request(`${API}/vote/up`, { method: 'POST', ...people.veteran.as, json: { object_id: answerId } });
    await server.request(`${API}/collection/switch`, {
      method: 'POST',
      ...people.veteran.as,
      json: { object_id: answerId, group_id: '0', bookmark: true },
    });
    const [seen] = (await page(questionId, 'score', people.veteran)).body.data.list;
    expect(seen).toMatchObject({ vote_status: 'vote_up', vote_count: 1, collected: true });
    expect(seen.member_actions.map((action: { action: string }) => action.action)).toContain('edit');
    const [anonymous] = (await page(questionId, 'score')).body.data.list;
    expect(anonymous).toMatchObject({ vote_status: '', collected: false, member_actions: [] });
  });

  it('answers a page in the same number of queries whatever the number of answers and authors', async () => {
    const questionId = await askQuestion(server, people.asker);
    await answerQuestion(server, await member(), questionId);
    queries.reset();
    expect((await page(questionId, 'score', people.veteran)).body.data.count).toBe(1);
    const withOne = queries.count;
    for (let i = 0; i < 6; i += 1) await answerQuestion(server, await member(), questionId);
    queries.reset();
    expect((await page(questionId, 'score', people.veteran)).body.data.list).toHaveLength(7);
    expect(queries.count).toBe(withOne);
  });

  it('accepting gives the answer author and the asker their changes; swapping moves them; "0" takes them back', async () => {
    const asker = await member(30);
    const questionId = await askQuestion(server, asker);
    const [first, second] = [await member(40), await member(50)];
    const a1 = await answerQuestion(server, first, questionId);
    const a2 = await answerQuestion(server, second, questionId);

    expect((await accept(asker, questionId, a1)).status).toBe(200);
    expect(await reputationOf(server, first)).toBe(40 + changes['answer.accepted']);
    expect(await reputationOf(server, asker)).toBe(30 + changes['answer.accept']);

    expect((await accept(asker, questionId, a2)).status).toBe(200);
    expect(await reputationOf(server, first)).toBe(40);
    expect(await reputationOf(server, second)).toBe(50 + changes['answer.accepted']);
    expect(await reputationOf(server, asker)).toBe(30 + changes['answer.accept']);
    const rows = await server.database.db
      .selectFrom('answer')
      .select(['id', 'accepted'])
      .where('question_id', '=', questionId)
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { id: a1, accepted: 1 },
      { id: a2, accepted: 2 },
    ]);

    expect((await accept(asker, questionId, '0')).status).toBe(200);
    expect(await reputationOf(server, second)).toBe(50);
    expect(await reputationOf(server, asker)).toBe(30);
    const question = await server.database.db
      .selectFrom('question')
      .select('accepted_answer_id')
      .where('id', '=', questionId)
      .executeTakeFirstOrThrow();
    expect(String(question.accepted_answer_id)).toBe('0');
  });

  it('gives nobody anything for accepting your own answer', async () => {
    const asker = await member(30);
    const questionId = await askQuestion(server, asker);
    const own = await answerQuestion(server, asker, questionId);
    expect((await accept(asker, questionId, own)).status).toBe(200);
    expect(await reputationOf(server, asker)).toBe(30);
  });

  it('lets only the asker and staff accept, never a deleted answer, and refusals change nothing', async () => {
    const questionId = await askQuestion(server, people.asker);
    const answerId = await answerQuestion(server, await member(), questionId);
    const stranger = await accept(people.veteran, questionId, answerId);
    expect(stranger.status).toBe(403);
    expect(stranger.body.reason).toBe('error.answer.accept_not_allowed');
    const other = await answerQuestion(server, await member(), questionId);
    await server.database.db
      .updateTable('answer')
      .set({ status: constants.post_status.deleted })
      .where('id', '=', other)
      .execute();
    const deleted = await accept(people.asker, questionId, other);
    expect(deleted.status).toBe(400);
    expect(deleted.body.reason).toBe('error.answer.accept_deleted');
    const question = await server.database.db
      .selectFrom('question')
      .select('accepted_answer_id')
      .where('id', '=', questionId)
      .executeTakeFirstOrThrow();
    expect(String(question.accepted_answer_id)).toBe('0');
    expect((await accept(people.moderator, questionId, answerId)).status).toBe(200);
  });
});
