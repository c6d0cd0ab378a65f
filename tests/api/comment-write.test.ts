import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { constants } from '../../generated/constants.ts';
import { timelineCommentHtml } from '../../src/server/db/migrations/0041_timeline_comment_html.ts';
import { seedCommunity, seedMember, type Member } from './support/community.ts';
import { testEngines } from './support/databases.ts';
import { answerQuestion, askQuestion } from './support/posts.ts';
import { QueryCounter } from './support/query-counter.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

const API = constants.api_prefix;
const { content_min: min, content_max: max } = constants.limits.comment;

describe.each(testEngines())('comments on $name', (engine) => {
  let server: TestServer;
  let people: Awaited<ReturnType<typeof seedCommunity>>;
  const queries = new QueryCounter();
  let memberNumber = 0;

  beforeAll(async () => {
    server = await startTestServer(engine, { plugins: [queries] });
    people = await seedCommunity(server);
  });
  afterAll(() => server?.close());

  const comment = (who: Member, json: Record<string, unknown>) =>
    server.request(`${API}/comment`, { method: 'POST', ...who.as, json });
  const edit = (who: Member, commentId: string, text: string) =>
    server.request(`${API}/comment`, {
      method: 'PUT',
      ...who.as,
      json: { comment_id: commentId, original_text: text },
    });
  const storedText = async (id: string) =>
    (
      await server.database.db
        .selectFrom('comment')
        .select('original_text')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).original_text;
  /** Moves a comment's creation back in time instead of waiting out the edit window. */
  const age = (id: string, seconds: number) =>
    server.database.db
      .updateTable('comment')
      .set({ created_at: Math.floor(Date.now() / 1000) - seconds })
      .where('id', '=', id)
      .execute();

  it("comments on an answer with a reply and an @mention, and keeps the answer's comment count", async () => {
    const questionId = await askQuestion(server, people.asker);
    const answerId = await answerQuestion(server, people.answerer, questionId);
    const first = await comment(people.asker, { object_id: answerId, original_text: 'Could you explain more?' });
    expect(first.status).toBe(200);
    const reply = await comment(people.answerer, {
      object_id: answerId,
      original_text: 'Sure @asker-amy, see the docs',
      reply_comment_id: first.body.data.comment_id,
      mention_username_list: ['asker-amy', 'nobody-here'],
    });
    expect(reply.body.data).toMatchObject({
      object_id: answerId,
      username: 'answerer-bo',
      reply_username: 'asker-amy',
      reply_comment_id: first.body.data.comment_id,
    });
    expect(reply.body.data.parsed_text).toContain(`href="${constants.base_path}/users/asker-amy"`);
    const answer = await server.database.db
      .selectFrom('answer')
      .select('comment_count')
      .where('id', '=', answerId)
      .executeTakeFirstOrThrow();
    expect(answer.comment_count).toBe(2);
    const listed = await server.request(`${API}/comment/page?object_id=${answerId}`);
    expect(listed.body.data.list.map((item: { comment_id: string }) => item.comment_id)).toEqual([
      first.body.data.comment_id,
      reply.body.data.comment_id,
    ]);
  });

  it("shows a comment on the post's timeline as its rendered, sanitized HTML, not its markdown", async () => {
    const questionId = await askQuestion(server, people.asker);
    const text = 'Try **bold** steps <script>alert(1)</script> and `code`';
    const written = await comment(people.answerer, { object_id: questionId, original_text: text });
    expect(written.status).toBe(200);
    const timeline = await server.request(`${API}/activity/timeline?object_id=${questionId}`, people.asker.as);
    const row = timeline.body.data.timeline.find(
      (item: { activity_type: string }) => item.activity_type === 'commented',
    );
    expect(row.comment).toBe(written.body.data.parsed_text);
    expect(row.comment).toContain('<strong>bold</strong>');
    expect(row.comment).toContain('<code>code</code>');
    expect(row.comment).not.toContain('<script');
  });

  it("gives the timeline rows of comments written before the HTML their comment's HTML (migration 0041)", async () => {
    const questionId = await askQuestion(server, people.asker);
    const written = await comment(people.answerer, { object_id: questionId, original_text: 'An *older* comment here' });
    const { db } = server.database;
    // as such a row was written then: the comment's markdown
    await db
      .updateTable('activity')
      .set({ comment: 'An *older* comment here' })
      .where('question_id', '=', questionId)
      .where('activity_type', '=', 'commented')
      .execute();
    await timelineCommentHtml.up(db);
    const timeline = await server.request(`${API}/activity/timeline?object_id=${questionId}`, people.asker.as);
    const row = timeline.body.data.timeline.find(
      (item: { activity_type: string }) => item.activity_type === 'commented',
    );
    expect(row.comment).toBe(written.body.data.parsed_text);
    expect(row.comment).toContain('<em>older</em>');
  });

  it('refuses text outside the limits with the localized message, and stores nothing', async () => {
    const questionId = await askQuestion(server, people.asker);
    for (const text of ['x', 'y'.repeat(max + 1)]) {
      const response = await comment(people.answerer, { object_id: questionId, original_text: text });
      expect(response.status).toBe(400);
      expect(response.body.data).toEqual([
        { error_field: 'original_text', error_msg: `Comment must be ${min} to ${max} characters.` },
      ]);
    }
    const chinese = await server.request(`${API}/comment`, {
      method: 'POST',
      headers: people.answerer.as.headers,
      language: 'zh_CN',
      json: { object_id: questionId, original_text: 'x' },
    });
    expect(chinese.body.data[0].error_msg).toBe(`评论内容须为 ${min} 到 ${max} 个字符。`);
    expect(
      await server.database.db.selectFrom('comment').select('id').where('object_id', '=', questionId).execute(),
    ).toEqual([]);
  });

  it('lets the author edit within the window, refuses after it and changes nothing; staff edit any time', async () => {
    const questionId = await askQuestion(server, people.asker);
    const id = (await comment(people.answerer, { object_id: questionId, original_text: 'Original words' })).body.data
      .comment_id;
    const soon = await edit(people.answerer, id, 'Corrected words');
    expect(soon.body.data).toMatchObject({ comment_id: id, original_text: 'Corrected words' });

    await age(id, constants.timing.comment_edit_window_ms / 1000 + 60);
    const late = await edit(people.answerer, id, 'Too late words');
    expect(late.status).toBe(400);
    expect(late.body.reason).toBe('error.comment.cannot_edit_after_deadline');
    expect(await storedText(id)).toBe('Corrected words');

    const other = await edit(people.veteran, id, 'Not my words');
    expect(other.status).toBe(403);
    expect(await storedText(id)).toBe('Corrected words');

    expect((await edit(people.moderator, id, 'Moderated words')).status).toBe(200);
    expect(await storedText(id)).toBe('Moderated words');
  });

  it('deletes by the author or staff only; a deleted comment leaves the list and the count', async () => {
    const questionId = await askQuestion(server, people.asker);
    const answerId = await answerQuestion(server, people.answerer, questionId);
    const id = (await comment(people.asker, { object_id: answerId, original_text: 'Soon gone' })).body.data.comment_id;
    const stranger = await server.request(`${API}/comment`, {
      method: 'DELETE',
      ...people.veteran.as,
      json: { comment_id: id },
    });
    expect(stranger.status).toBe(403);
    const own = await server.request(`${API}/comment`, {
      method: 'DELETE',
      ...people.asker.as,
      json: { comment_id: id },
    });
    expect(own.status).toBe(200);
    expect((await server.request(`${API}/comment/page?object_id=${answerId}`)).body.data).toEqual({
      count: 0,
      list: [],
    });
    expect((await server.request(`${API}/comment?id=${id}`)).status).toBe(404);
    const answer = await server.database.db
      .selectFrom('answer')
      .select('comment_count')
      .where('id', '=', answerId)
      .executeTakeFirstOrThrow();
    expect(answer.comment_count).toBe(0);
  });

  it('answers a page of comments in the same number of queries whatever their number', async () => {
    const questionId = await askQuestion(server, people.asker);
    const first = await seedMember(server, { username: `c-${engine.name}-${(memberNumber += 1)}` });
    await comment(first, { object_id: questionId, original_text: 'comment number 0' });
    queries.reset();
    await server.request(`${API}/comment/page?object_id=${questionId}`, people.veteran.as);
    const withOne = queries.count;
    for (let i = 1; i < 6; i += 1) {
      const author = await seedMember(server, { username: `c-${engine.name}-${(memberNumber += 1)}` });
      await comment(author, { object_id: questionId, original_text: `comment number ${i}`, reply_comment_id: '' });
    }
    queries.reset();
    const page = await server.request(`${API}/comment/page?object_id=${questionId}`, people.veteran.as);
    expect(page.body.data.list).toHaveLength(6);
    expect(queries.count).toBe(withOne);
  });
});
