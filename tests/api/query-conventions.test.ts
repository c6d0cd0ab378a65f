import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { constants } from '../../generated/constants.ts';
import { seedCommunity } from './support/community.ts';
import { testEngines } from './support/databases.ts';
import { seedAnswer, seedQuestion } from './support/lifecycle-posts.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

const API = constants.api_prefix;
const { max_page_size: maxPageSize } = constants.pagination;

describe.each(testEngines())("the established client's list parameters on $name", (engine) => {
  let server: TestServer;
  let questionId: string;
  const answers = maxPageSize + 5;

  beforeAll(async () => {
    server = await startTestServer(engine);
    const { asker } = await seedCommunity(server);
    questionId = await seedQuestion(server, asker, ['conventions']);
    for (let index = 0; index < answers; index += 1) await seedAnswer(server, questionId, asker);
  });
  afterAll(() => server?.close());

  it('answer/page takes a page_size above the maximum as the maximum instead of refusing it', async () => {
    const large = await server.request(`${API}/answer/page?question_id=${questionId}&page_size=1000`);
    expect(large.status).toBe(200);
    expect(large.body.data.count).toBe(answers);
    expect(large.body.data.list).toHaveLength(maxPageSize);
    const second = await server.request(`${API}/answer/page?question_id=${questionId}&page_size=1000&page=2`);
    expect(second.body.data.list).toHaveLength(answers - maxPageSize);
    const tiny = await server.request(`${API}/answer/page?question_id=${questionId}&page_size=0`);
    expect(tiny.body.data.list).toHaveLength(1);
  });

  it("answer/page still refuses a page_size that is not a number, or not a finite one, in the caller's language", async () => {
    for (const pageSize of ['abc', 'Infinity', '-Infinity']) {
      const refused = await server.request(`${API}/answer/page?question_id=${questionId}&page_size=${pageSize}`, {
        language: 'zh_CN',
      });
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({
        code: 400,
        data: [{ error_field: 'page_size', error_msg: 'page_size 类型不正确。' }],
      });
    }
  });

  it('question/page takes order=hot as the established name of the frequent order', async () => {
    const hot = await server.request(`${API}/question/page?order=hot`);
    const frequent = await server.request(`${API}/question/page?order=frequent`);
    expect(hot.status).toBe(200);
    expect(hot.body.data.list.map((question: { id: string }) => question.id)).toEqual([questionId]);
    expect(hot.body.data).toEqual(frequent.body.data);
    const unknown = await server.request(`${API}/question/page?order=warm`);
    expect(unknown.body).toMatchObject({ code: 400, data: [{ error_field: 'order' }] });
  });

  it('every list refuses a page beyond the deepest page it serves', async () => {
    const deep = await server.request(`${API}/question/page?page=${constants.pagination.max_page + 1}`);
    expect(deep.body).toMatchObject({ code: 400, data: [{ error_field: 'page' }] });
  });
});
