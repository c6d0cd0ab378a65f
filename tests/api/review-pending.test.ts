import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { constants } from '../../generated/constants.ts';
import en from '../../generated/messages/en_US.ts';
import zh from '../../generated/messages/zh_CN.ts';
import { type Member, seedCommunity, seedMember } from './support/community.ts';
import { testEngines } from './support/databases.ts';
import { activityTypes, answerRow, questionRow } from './support/lifecycle-posts.ts';
import { answerQuestion, seedTag } from './support/posts.ts';
import { ask } from './support/questions.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

// Queued posts (answer-api-facts §4.6): below the write setting's reputation a new question or answer is
// held as pending, seen only by its author and staff, until a moderator approves or rejects it.

const API = constants.api_prefix;
const ADMIN_WRITE = '/answer/admin/api/siteinfo/write';
const { post_status: postStatus } = constants;
const TAG = 'queued';
const THRESHOLD = 100;

describe.each(testEngines())('queued posts on $name', (engine) => {
  let server: TestServer;
  let people: Awaited<ReturnType<typeof seedCommunity>>;
  let memberNumber = 0;

  const call = (who: Member | null, method: string, path: string, json?: unknown, language?: string) =>
    server.request(`${API}${path}`, { method, json, ...(who?.as ?? {}), ...(language ? { language } : {}) });
  const setThreshold = async (value: number) => {
    const response = await server.request(ADMIN_WRITE, {
      method: 'PUT',
      ...people.admin.as,
      json: {
        restrict_answer: true,
        required_tag: false,
        recommend_tags: [],
        reserved_tags: [],
        queue_below_reputation: value,
      },
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
  };
  const newcomer = () => seedMember(server, { username: `queued-${engine.name}-${(memberNumber += 1)}`, rank: 1 });
  const askAs = async (who: Member, words: string) =>
    (
      await ask(server, who, {
        title: `How does ${words} work here?`,
        content: `About ${words}, in detail.`,
        tags: [TAG],
      })
    ).id;
  const queuedTodo = async (who: Member) =>
    ((await call(who, 'GET', '/reviewing/type')).body.data as Array<{ name: string; todo_amount: number }>).find(
      (queue) => queue.name === 'queued_post',
    )?.todo_amount;
  const reviewIdOf = async (objectId: string) => {
    const page = await call(people.moderator, 'GET', `/review/pending/post/page?object_id=${objectId}`);
    expect(page.status).toBe(200);
    return page.body.data.list[0]?.review_id as string;
  };
  const decide = (who: Member, reviewId: string, status: 'approve' | 'reject', language?: string) =>
    call(who, 'PUT', '/review/pending/post', { review_id: reviewId, status }, language);
  const listed = async (questionId: string) => {
    const page = await call(null, 'GET', '/question/page?order=newest&page_size=50');
    return (page.body.data.list as Array<{ id: string }>).some((item) => item.id === questionId);
  };
  const found = async (words: string, who: Member | null = null) => {
    const response = await call(who, 'GET', `/search?q=${encodeURIComponent(words)}`);
    return response.body.data.count as number;
  };
  const tagCount = async () =>
    (
      await server.database.db
        .selectFrom('tag')
        .select('question_count')
        .where('slug_name', '=', TAG)
        .executeTakeFirstOrThrow()
    ).question_count;
  const profileCount = async (who: Member) =>
    (await call(null, 'GET', `/personal/user/info?username=${who.username}`)).body.data.question_count as number;
  const inboxActions = async (who: Member) =>
    ((await call(who, 'GET', '/notification/page?type=inbox')).body.data.list as Array<{ action_key: string }>).map(
      (item) => item.action_key,
    );

  beforeAll(async () => {
    server = await startTestServer(engine);
    people = await seedCommunity(server);
    await seedTag(server, TAG);
  });
  afterAll(async () => server?.close());

  it('is off by default: a newcomer’s question is published at once', async () => {
    const settings = await server.request(ADMIN_WRITE, people.admin.as);
    expect(settings.body.data.queue_below_reputation).toBe(0);
    const author = await newcomer();
    const id = await askAs(author, 'default publishing');
    expect((await questionRow(server, id)).status).toBe(postStatus.normal);
    expect((await call(null, 'GET', `/question/info?id=${id}`)).status).toBe(200);
    expect(await queuedTodo(people.moderator)).toBe(0);
  });

  it('refuses a threshold out of range with a localized message, keeping the old one', async () => {
    const response = await server.request(ADMIN_WRITE, {
      method: 'PUT',
      ...people.admin.as,
      language: 'zh_CN',
      json: {
        restrict_answer: true,
        required_tag: false,
        recommend_tags: [],
        reserved_tags: [],
        queue_below_reputation: -1,
      },
    });
    expect(response.status).toBe(400);
    expect(JSON.stringify(response.body)).toContain('0 到 1000000');
    expect((await server.request(ADMIN_WRITE, people.admin.as)).body.data.queue_below_reputation).toBe(0);
  });

  describe('below the threshold', () => {
    beforeAll(async () => setThreshold(THRESHOLD));
    afterAll(async () => setThreshold(0));

    it('holds a question as pending: only its author (with the notice) and staff see it, nothing counts it', async () => {
      const author = await newcomer();
      const tagBefore = await tagCount();
      const todoBefore = (await queuedTodo(people.moderator))!;
      const id = await askAs(author, 'heldquestionword');
      expect((await questionRow(server, id)).status).toBe(postStatus.pending);

      expect((await call(null, 'GET', `/question/info?id=${id}`)).status).toBe(404);
      expect((await call(people.asker, 'GET', `/question/info?id=${id}`)).status).toBe(404);
      const own = await call(author, 'GET', `/question/info?id=${id}`);
      expect(own.status).toBe(200);
      expect(own.body.data).toMatchObject({
        status: postStatus.pending,
        operation: { type: 'under_review', description: en['review.under_review.question'] },
      });
      const ownZh = await call(author, 'GET', `/question/info?id=${id}`, undefined, 'zh_CN');
      expect(ownZh.body.data.operation.description).toBe(zh['review.under_review.question']);
      expect((await call(people.moderator, 'GET', `/question/info?id=${id}`)).status).toBe(200);

      expect(await listed(id)).toBe(false);
      expect(await found('heldquestionword')).toBe(0);
      expect(await found('heldquestionword', author)).toBe(0);
      expect(await tagCount()).toBe(tagBefore);
      expect(await profileCount(author)).toBe(0);
      expect(await activityTypes(server, id)).toEqual([]);

      expect(await queuedTodo(people.moderator)).toBe(todoBefore + 1);
      expect(await queuedTodo(people.admin)).toBe(todoBefore + 1);
      const status = await call(people.moderator, 'GET', '/notification/status');
      expect(status.body.data.revision).toBeGreaterThanOrEqual(todoBefore + 1);
      const page = await call(people.moderator, 'GET', `/review/pending/post/page?object_id=${id}`);
      expect(page.body.data).toMatchObject({
        count: 1,
        list: [
          {
            object_id: id,
            question_id: id,
            answer_id: '',
            object_type: 'question',
            title: 'How does heldquestionword work here?',
            original_text: 'About heldquestionword, in detail.',
            tags: [{ slug_name: TAG }],
            object_status: postStatus.pending,
            author_user_info: { id: author.id, username: author.username },
          },
        ],
      });
    });

    it('approving publishes the question as new: lists, search, tag and profile counts, timeline', async () => {
      const author = await newcomer();
      const tagBefore = await tagCount();
      const id = await askAs(author, 'approvedquestionword');
      const todoBefore = (await queuedTodo(people.moderator))!;
      const response = await decide(people.moderator, await reviewIdOf(id), 'approve');
      expect(response.status, JSON.stringify(response.body)).toBe(200);

      expect((await questionRow(server, id)).status).toBe(postStatus.normal);
      const seen = await call(null, 'GET', `/question/info?id=${id}`);
      expect(seen.status).toBe(200);
      expect(seen.body.data.operation).toBeNull();
      expect(await listed(id)).toBe(true);
      expect(await found('approvedquestionword')).toBe(1);
      expect(await tagCount()).toBe(tagBefore + 1);
      expect(await profileCount(author)).toBe(1);
      expect(await activityTypes(server, id)).toEqual(['asked']);
      expect(await queuedTodo(people.moderator)).toBe(todoBefore - 1);

      const again = await decide(people.admin, await reviewIdOfDecided(id), 'reject');
      expect(again.status).toBe(400);
      expect(again.body.reason).toBe('error.review.pending_handled');
      expect((await questionRow(server, id)).status).toBe(postStatus.normal);
    });

    it('holds an answer: the asker hears of it only once it is approved, and then it counts', async () => {
      const questionId = await askAs(people.asker, 'answered publicly');
      const author = await newcomer();
      const answerId = await answerQuestion(server, author, questionId, 'A held answer, long enough.');
      expect((await answerRow(server, answerId)).status).toBe(postStatus.pending);
      expect((await questionRow(server, questionId)).answer_count).toBe(0);
      const visitorAnswers = await call(null, 'GET', `/answer/page?question_id=${questionId}`);
      expect(visitorAnswers.body.data.list).toEqual([]);
      const ownAnswers = await call(author, 'GET', `/answer/page?question_id=${questionId}`);
      expect(ownAnswers.body.data.list).toMatchObject([{ id: answerId, status: postStatus.pending }]);
      expect(await inboxActions(people.asker)).not.toContain('answer_the_question');

      expect((await decide(people.moderator, await reviewIdOf(answerId), 'approve')).status).toBe(200);
      expect((await answerRow(server, answerId)).status).toBe(postStatus.normal);
      expect((await questionRow(server, questionId)).answer_count).toBe(1);
      expect(await activityTypes(server, answerId)).toEqual(['answered']);
      const visible = await call(null, 'GET', `/answer/page?question_id=${questionId}`);
      expect((visible.body.data.list as Array<{ id: string }>).map((answer) => answer.id)).toEqual([answerId]);
      expect(await inboxActions(people.asker)).toContain('answer_the_question');
    });

    it('rejecting deletes the post: nobody but staff opens it, nothing ever counted it', async () => {
      const author = await newcomer();
      const tagBefore = await tagCount();
      const id = await askAs(author, 'rejectedquestionword');
      const todoBefore = (await queuedTodo(people.moderator))!;
      const response = await decide(people.admin, await reviewIdOf(id), 'reject');
      expect(response.status).toBe(200);
      expect((await questionRow(server, id)).status).toBe(postStatus.deleted);
      expect((await call(author, 'GET', `/question/info?id=${id}`)).status).toBe(404);
      expect((await call(null, 'GET', `/question/info?id=${id}`)).status).toBe(404);
      expect(await listed(id)).toBe(false);
      expect(await tagCount()).toBe(tagBefore);
      expect(await queuedTodo(people.moderator)).toBe(todoBefore - 1);
    });

    it('never holds staff, nor members at or above the threshold', async () => {
      for (const who of [people.moderator, people.admin, people.asker]) {
        const id = await askAs(who, `unheld ${who.username}`);
        expect((await questionRow(server, id)).status).toBe(postStatus.normal);
      }
    });

    it('lets only staff see and work the queue; members get a localized 403 and nothing changes', async () => {
      const author = await newcomer();
      const id = await askAs(author, 'guarded queue');
      const reviewId = await reviewIdOf(id);
      expect(await queuedTodo(people.veteran)).toBeUndefined();
      for (const [language, messages] of [
        ['en_US', en],
        ['zh_CN', zh],
      ] as const) {
        const page = await call(people.veteran, 'GET', '/review/pending/post/page', undefined, language);
        expect(page.status).toBe(403);
        expect(page.body.msg).toBe(messages['base.forbidden_error']);
        const refused = await decide(people.veteran, reviewId, 'approve', language);
        expect(refused.status).toBe(403);
        expect(refused.body.msg).toBe(messages['base.forbidden_error']);
      }
      expect((await call(null, 'GET', '/review/pending/post/page')).status).toBe(401);
      expect((await questionRow(server, id)).status).toBe(postStatus.pending);
    });

    it('answers bad ids and values with a localized 400, changing nothing', async () => {
      const author = await newcomer();
      const id = await askAs(author, 'bad input');
      for (const body of [
        { review_id: 'abc', status: 'approve' },
        { review_id: '1'.repeat(19), status: 'approve' },
        { review_id: await reviewIdOf(id), status: 'maybe' },
        { status: 'approve' },
      ]) {
        const response = await call(people.moderator, 'PUT', '/review/pending/post', body, 'zh_CN');
        expect(response.status, JSON.stringify(body)).toBe(400);
      }
      const unknown = await decide(people.moderator, '999999999', 'approve', 'zh_CN');
      expect(unknown.status).toBe(400);
      expect(unknown.body.msg).toBe(zh['error.review.pending_not_found']);
      for (const query of ['object_id=%21%21', 'page=0', `page=${constants.pagination.max_page + 1}`]) {
        expect((await call(people.moderator, 'GET', `/review/pending/post/page?${query}`)).status, query).toBe(400);
      }
      expect((await questionRow(server, id)).status).toBe(postStatus.pending);
    });
  });

  /** The review row of a post already decided (the queue no longer lists it). */
  async function reviewIdOfDecided(objectId: string): Promise<string> {
    const row = await server.database.db
      .selectFrom('post_review')
      .select('id')
      .where('object_id', '=', objectId)
      .executeTakeFirstOrThrow();
    return String(row.id);
  }
});
