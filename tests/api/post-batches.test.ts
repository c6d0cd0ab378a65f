// The question page's batch reads (meta/reaction/batch, comment/page/batch): each post's entry is what the
// single call answers for it, posts the single call refuses are left out, and a batch costs the same number of
// statements whatever its number of posts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { constants } from '../../generated/constants.ts';
import en from '../../generated/messages/en_US.ts';
import zh from '../../generated/messages/zh_CN.ts';
import { seedCommunity, type Member } from './support/community.ts';
import { testEngines } from './support/databases.ts';
import { seedAnswer, seedQuestion } from './support/lifecycle-posts.ts';
import { API } from './support/questions.ts';
import { StatementRecorder } from './support/statement-recorder.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

const { posts_batch_max: batchMax, comments_first: firstCount } = constants.question_pages;
const fill = (message: string, values: Record<string, string | number>) =>
  message.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]));

describe.each(testEngines())('batch reads of a question page on $name', (engine) => {
  let server: TestServer;
  let people: Awaited<ReturnType<typeof seedCommunity>>;
  let questionId: string;
  let answerIds: string[];
  let commentId: string;
  const recorder = new StatementRecorder();

  const as = (member: Member | undefined) => member?.as ?? {};
  const reactionsBatch = (ids: string[], member?: Member) =>
    server.request(`${API}/meta/reaction/batch?object_ids=${ids.join(',')}`, as(member));
  const commentsBatch = (ids: string[], member?: Member) =>
    server.request(`${API}/comment/page/batch?object_ids=${ids.join(',')}`, as(member));

  /** What the single calls answer for each post, as the batches' lists give them (refused posts left out). */
  async function singles(ids: string[], member?: Member) {
    const reactions = [];
    const comments = [];
    for (const id of ids) {
      const reaction = await server.request(`${API}/meta/reaction?object_id=${id}`, as(member));
      if (reaction.status === 200) reactions.push({ object_id: id, reactions: reaction.body.data });
      const page = await server.request(
        `${API}/comment/page?object_id=${id}&page=1&page_size=${firstCount}`,
        as(member),
      );
      if (page.status === 200) comments.push({ object_id: id, comments: page.body.data });
    }
    return { reactions, comments };
  }

  async function batches(ids: string[], member?: Member) {
    const [reactions, comments] = await Promise.all([reactionsBatch(ids, member), commentsBatch(ids, member)]);
    expect([reactions.status, comments.status]).toEqual([200, 200]);
    return { reactions: reactions.body.data.list, comments: comments.body.data.list };
  }

  const react = (member: Member, objectId: string, emoji: string) =>
    server.request(`${API}/meta/reaction`, {
      method: 'PUT',
      ...member.as,
      json: { object_id: objectId, emoji, reaction: 'activate' },
    });
  const comment = async (member: Member, objectId: string, text: string) => {
    const added = await server.request(`${API}/comment`, {
      method: 'POST',
      ...member.as,
      json: { object_id: objectId, original_text: text },
    });
    expect(added.status).toBe(200);
    return added.body.data.comment_id as string;
  };
  const setQuestion = (changes: { status?: number; show?: number }) =>
    server.database.db.updateTable('question').set(changes).where('id', '=', questionId).execute();

  beforeAll(async () => {
    server = await startTestServer(engine, { plugins: [recorder] });
    people = await seedCommunity(server);
    const { asker, answerer, veteran, moderator } = people;
    questionId = await seedQuestion(server, asker, ['batches']);
    answerIds = [];
    for (let index = 0; index < 4; index += 1) answerIds.push(await seedAnswer(server, questionId, answerer));
    for (const [member, emoji] of [
      [answerer, 'heart'],
      [veteran, 'heart'],
      [moderator, 'frown'],
    ] as const)
      expect((await react(member, questionId, emoji)).status).toBe(200);
    expect((await react(asker, answerIds[0]!, 'smile')).status).toBe(200);
    // more comments on the question than its first page shows, some on one answer, none on the others
    for (let index = 0; index < firstCount + 2; index += 1)
      commentId = await comment(index % 2 ? veteran : answerer, questionId, `Question comment number ${index}.`);
    await comment(asker, answerIds[1]!, 'An answer comment, the only one.');
  });
  afterAll(() => server?.close());

  it('answers for each post what the single calls answer, in the order asked, for a visitor and for members', async () => {
    const ids = [answerIds[2]!, questionId, ...answerIds.slice(0, 2), answerIds[3]!];
    for (const member of [undefined, people.veteran, people.asker, people.moderator]) {
      const batch = await batches(ids, member);
      expect(batch).toEqual(await singles(ids, member));
      expect(batch.reactions.map((entry: { object_id: string }) => entry.object_id)).toEqual(ids);
    }
    const { reactions, comments } = await batches([questionId, answerIds[1]!], people.veteran);
    expect(reactions[0].reactions.reaction_summary[0]).toMatchObject({ emoji: 'heart', count: 2, is_active: true });
    expect(comments[0].comments.count).toBe(firstCount + 2);
    expect(comments[0].comments.list).toHaveLength(firstCount);
    expect(comments[1].comments.list.map((each: { original_text: string }) => each.original_text)).toEqual([
      'An answer comment, the only one.',
    ]);
    // the same post twice is one entry
    expect((await batches([questionId, questionId])).reactions).toHaveLength(1);
  });

  it('leaves out posts the single calls do not find, and refuses objects that take no reactions as they do', async () => {
    const unknown = `1${String(constants.object_id.types.answer).padStart(3, '0')}${'9'.repeat(constants.object_id.counter_digits)}`;
    const batch = await batches([unknown, questionId, '42']);
    expect(batch.reactions.map((entry: { object_id: string }) => entry.object_id)).toEqual([questionId]);
    expect(batch.comments.map((entry: { object_id: string }) => entry.object_id)).toEqual([questionId]);
    expect((await server.request(`${API}/meta/reaction?object_id=${unknown}`)).status).toBe(404);

    const single = await server.request(`${API}/meta/reaction?object_id=${commentId}`, { language: 'zh_CN' });
    const refused = await server.request(`${API}/meta/reaction/batch?object_ids=${questionId},${commentId}`, {
      language: 'zh_CN',
    });
    expect([refused.status, refused.body]).toEqual([400, single.body]);
    expect(refused.body.msg).toBe(zh['error.object.disallow_reaction']);
  });

  it.each([
    ['en_US', en],
    ['zh_CN', zh],
  ] as const)('refuses too many, no or malformed ids with a message in %s', async (language, messages) => {
    const tooMany = Array.from({ length: batchMax + 1 }, () => questionId);
    for (const path of ['meta/reaction/batch', 'comment/page/batch']) {
      const refusals = [
        [tooMany.join(','), fill(messages['validation.max_items'], { field: 'object_ids', limit: batchMax })],
        ['', fill(messages['validation.min_items'], { field: 'object_ids', limit: 1 })],
        [`${questionId},abc`, fill(messages['validation.pattern'], { field: 'object_ids', limit: '' })],
      ];
      for (const [ids, message] of refusals) {
        const response = await server.request(`${API}/${path}?object_ids=${ids}`, { language });
        expect([path, ids, response.status, response.body.data]).toEqual([
          path,
          ids,
          400,
          [{ error_field: 'object_ids', error_msg: message }],
        ]);
      }
      const missing = await server.request(`${API}/${path}`, { language });
      expect(missing.status).toBe(400);
      const most = await server.request(`${API}/${path}?object_ids=${tooMany.slice(1).join(',')}`, { language });
      expect(most.status).toBe(200);
    }
  });

  it('holds a question page: the question and a full page of its answers', () => {
    expect(batchMax).toBeGreaterThanOrEqual(1 + constants.question_pages.answers_page_size);
  });

  it('hides the posts of an unlisted or deleted question as the single calls do', async () => {
    const ids = [questionId, ...answerIds];
    for (const changes of [{ show: constants.post_show.unlisted }, { status: constants.post_status.deleted }]) {
      await setQuestion(changes);
      try {
        for (const member of [undefined, people.newcomer, people.answerer, people.asker, people.moderator]) {
          const batch = await batches(ids, member);
          expect(batch).toEqual(await singles(ids, member));
          const sees = member === people.moderator || (member === people.asker && 'show' in changes);
          expect(batch.reactions).toHaveLength(sees ? ids.length : 0);
          expect(batch.comments).toHaveLength(sees ? ids.length : 0);
        }
      } finally {
        await setQuestion({ show: constants.post_show.listed, status: constants.post_status.normal });
      }
    }
  });

  it('takes no reaction on a post the reader may not see, which would hand its reactions back', async () => {
    await setQuestion({ show: constants.post_show.unlisted });
    try {
      const refused = await react(people.newcomer, questionId, 'smile');
      expect([refused.status, refused.body.reason]).toEqual([404, 'error.object.not_found']);
      const reactions = await server.database.db
        .selectFrom('reaction')
        .select('emoji')
        .where('object_id', '=', questionId)
        .where('emoji', '=', 'smile')
        .execute();
      expect(reactions).toEqual([]);
      expect((await react(people.asker, questionId, 'smile')).status).toBe(200);
    } finally {
      await server.request(`${API}/meta/reaction`, {
        method: 'PUT',
        ...people.asker.as,
        json: { object_id: questionId, emoji: 'smile', reaction: 'deactivate' },
      });
      await setQuestion({ show: constants.post_show.listed });
    }
  });

  it('hides a deleted answer from all but staff', async () => {
    const { db } = server.database;
    const deleted = answerIds[0]!;
    await db.updateTable('answer').set({ status: constants.post_status.deleted }).where('id', '=', deleted).execute();
    try {
      const ids = [questionId, deleted];
      expect((await batches(ids, people.answerer)).reactions).toHaveLength(1);
      expect((await batches(ids, people.moderator)).comments).toHaveLength(2);
      expect(await batches(ids, people.answerer)).toEqual(await singles(ids, people.answerer));
    } finally {
      await db.updateTable('answer').set({ status: constants.post_status.normal }).where('id', '=', deleted).execute();
    }
  });

  it('reads any number of posts with the same number of statements', async () => {
    const statementsOf = async (ids: string[]) => {
      const recorded = await recorder.during(() => batches(ids, people.veteran));
      return recorded.length;
    };
    await statementsOf([questionId]);
    const few = await statementsOf([questionId, answerIds[0]!]);
    const many = await statementsOf([questionId, ...answerIds]);
    expect(few).toBeGreaterThan(0);
    expect(many).toBe(few);
  });
});
