import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { constants } from '../../generated/constants.ts';
import { seedCommunity } from './support/community.ts';
import { testEngines } from './support/databases.ts';
import { answerQuestion, askQuestion } from './support/posts.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

const API = constants.api_prefix;

describe.each(testEngines())('answers on $name', (engine) => {
  let server: TestServer;
  let people: Awaited<ReturnType<typeof seedCommunity>>;

  beforeAll(async () => {
    server = await startTestServer(engine);
    people = await seedCommunity(server);
  });
  afterAll(() => server?.close());

  const answerCount = async (questionId: string) =>
    (
      await server.database.db
        .selectFrom('question')
        .select('answer_count')
        .where('id', '=', questionId)
        .executeTakeFirstOrThrow()
    ).answer_count;

  it('writes an answer with rendered HTML, counts it on the question and returns it with its question', async () => {
    const questionId = await askQuestion(server, people.asker);
    const response = await server.request(`${API}/answer`, {
      method: 'POST',
      ...people.answerer.as,
      json: { question_id: questionId, content: 'Use **bold** <script>x</script>' },
    });
    expect(response.status).toBe(200);
    const { info, question } = response.body.data;
    expect(info).toMatchObject({
      question_id: questionId,
      content: 'Use **bold** <script>x</script>',
      accepted: 1,
      vote_count: 0,
      status: 1,
      vote_status: '',
      collected: false,
    });
    expect(info.html).toContain('<strong>bold</strong>');
    expect(info.html).not.toContain('<script');
    expect(info.user_info.username).toBe('answerer-bo');
    expect(question).toMatchObject({ id: questionId, answer_count: 1, accepted_answer_id: '0' });
    expect(await answerCount(questionId)).toBe(1);
  });

  it('refuses content below the minimum with the localized message, and changes nothing', async () => {
    const questionId = await askQuestion(server, people.asker);
    const english = await server.request(`${API}/answer`, {
      method: 'POST',
      ...people.answerer.as,
      json: { question_id: questionId, content: 'x' },
    });
    expect(english.status).toBe(400);
    expect(english.body.data).toEqual([
      {
        error_field: 'content',
        error_msg: `Answer must be at least ${constants.limits.answer.content_min} characters.`,
      },
    ]);
    const chinese = await server.request(`${API}/answer`, {
      method: 'POST',
      headers: people.answerer.as.headers,
      language: 'zh_CN',
      json: { question_id: questionId, content: '  ' },
    });
    expect(chinese.status).toBe(400);
    expect(chinese.body.data[0].error_field).toBe('content');
    expect(chinese.body.msg).toMatch(/[\u4e00-\u9fff]/);
    expect(await answerCount(questionId)).toBe(0);
  });

  it('refuses answering a closed question with a clear message, and changes nothing', async () => {
    const questionId = await askQuestion(server, people.asker);
    await server.database.db
      .updateTable('question')
      .set({ status: constants.post_status.closed })
      .where('id', '=', questionId)
      .execute();
    const response = await server.request(`${API}/answer`, {
      method: 'POST',
      ...people.answerer.as,
      json: { question_id: questionId, content: 'Too late to answer' },
    });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      reason: 'error.answer.question_closed_cannot_add',
      data: { err_type: 'toast' },
    });
    expect(await answerCount(questionId)).toBe(0);
    expect(
      await server.database.db.selectFrom('answer').select('id').where('question_id', '=', questionId).execute(),
    ).toEqual([]);
  });

  it('allows one answer per person per question while restrict_answer is on, and more once it is off', async () => {
    const questionId = await askQuestion(server, people.asker);
    await answerQuestion(server, people.answerer, questionId, 'First answer here');
    const second = await server.request(`${API}/answer`, {
      method: 'POST',
      ...people.answerer.as,
      json: { question_id: questionId, content: 'Second answer here' },
    });
    expect(second.status).toBe(403);
    expect(second.body.reason).toBe('error.answer.restrict_answer');
    expect(await answerCount(questionId)).toBe(1);

    await server.database.db
      .insertInto('site_setting')
      .values({ type: 'write', content: JSON.stringify({ restrict_answer: false }), updated_at: 0 })
      .execute();
    try {
      await answerQuestion(server, people.answerer, questionId, 'Second answer here');
      expect(await answerCount(questionId)).toBe(2);
    } finally {
      await server.database.db.deleteFrom('site_setting').where('type', '=', 'write').execute();
    }
  });

  it('refuses a repeated submission within the window', async () => {
    const questionId = await askQuestion(server, people.asker);
    await server.database.db
      .insertInto('site_setting')
      .values({ type: 'write', content: JSON.stringify({ restrict_answer: false }), updated_at: 0 })
      .execute();
    try {
      await answerQuestion(server, people.veteran, questionId, 'Same words twice');
      const again = await server.request(`${API}/answer`, {
        method: 'POST',
        ...people.veteran.as,
        json: { question_id: questionId, content: 'Same words twice' },
      });
      expect(again.status).toBe(400);
      expect(again.body.reason).toBe('base.duplicate_request_error');
      expect(await answerCount(questionId)).toBe(1);
    } finally {
      await server.database.db.deleteFrom('site_setting').where('type', '=', 'write').execute();
    }
  });

  it('needs an activated account', async () => {
    const questionId = await askQuestion(server, people.asker);
    const anonymous = await server.request(`${API}/answer`, {
      method: 'POST',
      json: { question_id: questionId, content: 'Anonymous answer' },
    });
    expect(anonymous.status).toBe(401);
  });
});
