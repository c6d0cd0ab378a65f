import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { constants } from '../../generated/constants.ts';
import en from '../../generated/messages/en_US.ts';
import zh from '../../generated/messages/zh_CN.ts';
import { seedCommunity, seedMember, type Member } from './support/community.ts';
import { testEngines } from './support/databases.ts';
import { answerQuestion, seedTag } from './support/posts.ts';
import { QueryCounter } from './support/query-counter.ts';
import { API, ask } from './support/questions.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

describe.each(testEngines())('personal pages and their tabs on $name', (engine) => {
  let server: TestServer;
  let people: Awaited<ReturnType<typeof seedCommunity>>;
  const queries = new QueryCounter();
  const ids: Record<string, string> = {};

  const get = async (path: string, member?: Member) => server.request(`${API}/${path}`, member ? member.as : {});
  const data = async (path: string, member?: Member) => {
    const response = await get(path, member);
    if (response.status !== 200) throw new Error(`${path}: ${response.status} ${JSON.stringify(response.body)}`);
    return response.body.data;
  };
  const post = async (path: string, member: Member, json: unknown) => {
    const response = await server.request(`${API}/${path}`, { method: 'POST', json, ...member.as });
    if (response.status !== 200) throw new Error(`${path}: ${response.status} ${JSON.stringify(response.body)}`);
    return response.body.data;
  };
  const setQuestion = (id: string, values: Record<string, number>) =>
    server.database.db.updateTable('question').set(values).where('id', '=', id).execute();
  const questionIds = async (path: string, member?: Member) =>
    ((await data(path, member)).list as Array<{ question_id: string }>).map((item) => item.question_id);

  beforeAll(async () => {
    server = await startTestServer(engine, { plugins: [queries] });
    people = await seedCommunity(server);
    await seedTag(server, 'general');
    const now = Math.floor(Date.now() / 1000);
    const { asker, answerer } = people;
    ids.first = (await ask(server, asker, { title: 'First question of Amy about caching', tags: ['general'] })).id;
    ids.second = (await ask(server, asker, { title: 'Second question of Amy about queues', tags: ['general'] })).id;
    ids.deleted = (await ask(server, asker, { title: 'Deleted question of Amy about logs', tags: ['general'] })).id;
    ids.unlisted = (await ask(server, asker, { title: 'Unlisted question of Amy about locks', tags: ['general'] })).id;
    await setQuestion(ids.first, { created_at: now - 400 });
    await setQuestion(ids.second, { created_at: now - 300 });
    await setQuestion(ids.deleted, { created_at: now - 200, status: constants.post_status.deleted });
    await setQuestion(ids.unlisted, { created_at: now - 100, show: constants.post_show.unlisted });

    ids.answer = await answerQuestion(server, answerer, ids.first, 'Cache the results close to the reader.');
    ids.deletedAnswer = await answerQuestion(server, answerer, ids.second, 'Use a queue with retries and backoff.');
    await server.database.db
      .updateTable('answer')
      .set({ status: constants.post_status.deleted })
      .where('id', '=', ids.deletedAnswer)
      .execute();
    await server.database.db
      .updateTable('answer')
      .set({ created_at: now - 50 })
      .where('id', '=', ids.answer)
      .execute();

    ids.commentOnQuestion = (
      await post('comment', answerer, { object_id: ids.first, original_text: 'Which cache are you using now?' })
    ).comment_id;
    ids.commentOnAnswer = (
      await post('comment', answerer, {
        object_id: ids.answer,
        original_text: 'Measured with a warm cache, by the way.',
      })
    ).comment_id;
    await server.database.db
      .updateTable('comment')
      .set({ created_at: now - 30 })
      .where('id', '=', ids.commentOnQuestion!)
      .execute();

    await post('vote/up', answerer, { object_id: ids.first });
    await post('collection/switch', asker, { object_id: ids.first, bookmark: true });
    await post('collection/switch', asker, { object_id: ids.second, bookmark: true });
  });
  afterAll(() => server.close());

  it('lists the questions each viewer may see, newest first, and by score', async () => {
    const tab = 'personal/question/page?username=asker-amy';
    expect(await questionIds(tab)).toEqual([ids.second, ids.first]);
    expect((await data(tab)).count).toBe(2);
    expect(await questionIds(tab, people.answerer)).toEqual([ids.second, ids.first]);
    // the author sees their unlisted question, not the deleted one; staff see both
    expect(await questionIds(tab, people.asker)).toEqual([ids.unlisted, ids.second, ids.first]);
    expect(await questionIds(tab, people.moderator)).toEqual([ids.unlisted, ids.deleted, ids.second, ids.first]);
    expect(await questionIds(`${tab}&order=score`)).toEqual([ids.first, ids.second]);
    expect(await questionIds(`${tab}&page=2&page_size=1`)).toEqual([ids.first]);
    const [item] = (await data(`${tab}&order=score`)).list;
    expect(item).toMatchObject({
      title: 'First question of Amy about caching',
      url_title: 'first-question-of-amy-about-caching',
      vote_count: 1,
      answer_count: 1,
    });
    expect(item.tags.map((tag: { slug_name: string }) => tag.slug_name)).toEqual(['general']);
  });

  it('lists answers with their question, leaving out deleted ones except for staff', async () => {
    const tab = 'personal/answer/page?username=answerer-bo';
    const page = await data(tab);
    expect(page.count).toBe(1);
    expect(page.list).toEqual([
      expect.objectContaining({
        answer_id: ids.answer,
        question_id: ids.first,
        question_info: expect.objectContaining({ title: 'First question of Amy about caching' }),
      }),
    ]);
    expect((await data(tab, people.answerer)).list.map((item: { answer_id: string }) => item.answer_id)).toEqual([
      ids.answer,
    ]);
    expect((await data(tab, people.admin)).list.map((item: { answer_id: string }) => item.answer_id)).toEqual([
      ids.deletedAnswer,
      ids.answer,
    ]);
  });

  it('lists comments newest first with the post they are on', async () => {
    const page = await data('personal/comment/page?username=answerer-bo');
    expect(page.count).toBe(2);
    expect(
      page.list.map((item: { comment_id: string; object_type: string; answer_id: string; question_id: string }) => [
        item.comment_id,
        item.object_type,
        item.answer_id,
        item.question_id,
      ]),
    ).toEqual([
      [ids.commentOnAnswer, 'answer', ids.answer, ids.first],
      [ids.commentOnQuestion, 'question', '0', ids.first],
    ]);
    expect(page.list[0].content).toContain('Measured with a warm cache');
  });

  it("shows the reputation history with the post that caused each change, labelled in the reader's language", async () => {
    const page = await data('personal/rank/page?username=asker-amy');
    expect(page.list).toEqual([
      expect.objectContaining({
        object_id: ids.first,
        object_type: 'question',
        question_id: ids.first,
        reason: 'question.voted_up',
        rank_type: en['users_ui.reputation_reason.question.voted_up'],
        reputation: constants.reputation.changes['question.voted_up'],
      }),
    ]);
    expect(page.count).toBe(1);
    const inChinese = await server.request(`${API}/personal/rank/page?username=asker-amy`, { language: 'zh_CN' });
    expect(inChinese.body.data.list[0].rank_type).toBe(zh['users_ui.reputation_reason.question.voted_up']);
  });

  it('keeps bookmarks and votes to their owner', async () => {
    expect((await get('personal/collection/page')).status).toBe(401);
    expect((await get('personal/vote/page')).status).toBe(401);
    expect(await questionIds('personal/collection/page', people.asker)).toEqual([ids.second, ids.first]);
    expect((await data('personal/collection/page', people.answerer)).list).toEqual([]);
    const votes = await data('personal/vote/page', people.answerer);
    expect(
      votes.list.map((item: { object_id: string; vote: string; vote_type: string }) => [
        item.object_id,
        item.vote,
        item.vote_type,
      ]),
    ).toEqual([[ids.first, 'vote_up', en['users_ui.vote.vote_up']]]);
    const inChinese = await server.request(`${API}/personal/vote/page`, { ...people.answerer.as, language: 'zh_CN' });
    expect(inChinese.body.data.list[0].vote_type).toBe(zh['users_ui.vote.vote_up']);
    expect((await data('personal/vote/page', people.asker)).count).toBe(0);
  });

  it('gives the top questions by score and the top answers by votes', async () => {
    const top = await data('personal/qa/top?username=asker-amy');
    expect(top.question.map((item: { question_id: string }) => item.question_id)).toEqual([ids.first, ids.second]);
    expect(top.answer).toEqual([]);
    const answererTop = await data('personal/qa/top?username=answerer-bo');
    expect(answererTop.answer.map((item: { answer_id: string }) => item.answer_id)).toEqual([ids.answer]);
  });

  it('shows a profile with its counts, a suspension, and no deleted or unknown account', async () => {
    const info = await data('personal/user/info?username=asker-amy');
    // the user object itself, as the established client reads it, not wrapped in `info`
    expect(info).not.toHaveProperty('info');
    expect(info).toMatchObject({
      id: people.asker.id,
      username: 'asker-amy',
      question_count: 2,
      answer_count: 0,
      status: 'normal',
      status_msg: '',
      suspended_until: 0,
    });
    expect((await data('personal/user/info?username=answerer-bo')).answer_count).toBe(1);

    const until = Math.floor(Date.UTC(2031, 4, 6) / 1000);
    const suspended = await seedMember(server, { username: 'sus-sam' });
    await server.database.db
      .updateTable('users')
      .set({ status: constants.user_status.suspended, suspended_until: until })
      .where('id', '=', suspended.id)
      .execute();
    const shown = await data('personal/user/info?username=sus-sam');
    expect(shown).toMatchObject({
      status: 'suspended',
      suspended_until: until,
      status_msg: 'This user is suspended until 2031-05-06.',
    });
    const inChinese = await server.request(`${API}/personal/user/info?username=sus-sam`, { language: 'zh_CN' });
    expect(inChinese.body.data.status_msg).toBe('该用户已被封禁，直至 2031-05-06。');

    const gone = await seedMember(server, { username: 'gone-gus' });
    await server.database.db
      .updateTable('users')
      .set({ status: constants.user_status.deleted })
      .where('id', '=', gone.id)
      .execute();
    for (const username of ['gone-gus', 'nobody-here']) {
      const response = await get(`personal/user/info?username=${username}`);
      expect(response.status).toBe(404);
      expect(response.body.reason).toBe('error.user.not_found');
      expect((await get(`personal/question/page?username=${username}`)).status).toBe(404);
    }
  });

  it('needs the same number of queries for a tab of one row as of many', async () => {
    const writer = await seedMember(server, { username: 'busy-bea', rank: 200 });
    const measure = async (path: string) => {
      queries.reset();
      const response = await get(path, people.moderator);
      expect(response.status).toBe(200);
      return { count: queries.count, rows: response.body.data.list.length as number };
    };
    const question = (await ask(server, writer, { tags: ['general'] })).id;
    await answerQuestion(server, writer, ids.first!, 'A first answer by Bea, long enough.');
    await post('comment', writer, { object_id: question, original_text: 'A first comment by Bea.' });
    await post('vote/up', people.answerer, { object_id: question });
    const tabs = ['personal/question/page', 'personal/answer/page', 'personal/comment/page', 'personal/rank/page'].map(
      (tab) => `${tab}?username=busy-bea`,
    );
    const few: Array<{ count: number; rows: number }> = [];
    for (const tab of tabs) few.push(await measure(tab));
    for (let index = 0; index < 4; index += 1) {
      const more = (await ask(server, writer, { tags: ['general'] })).id;
      await answerQuestion(server, writer, more, `Answer number ${index} by Bea to her own question.`);
      await post('comment', writer, { object_id: more, original_text: `Comment number ${index} by Bea.` });
      await post('vote/up', people.answerer, { object_id: more });
    }
    for (const [index, tab] of tabs.entries()) {
      const many = await measure(tab);
      expect(many.rows).toBeGreaterThan(few[index]!.rows);
      expect(many.count).toBe(few[index]!.count);
    }
  });
});
