import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { constants } from '../../generated/constants.ts';
import { seedCommunity, seedMember, type Member } from './support/community.ts';
import { testEngines } from './support/databases.ts';
import { answerQuestion, askQuestion } from './support/posts.ts';
import { API, ask } from './support/questions.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

/** Writers sent at once in each case: more than a connection pool's worth of idle waiting, few enough for 2 cores. */
const WRITERS = 8;
const ADMIN_API = '/answer/admin/api';
const { changes } = constants.reputation;

type Response = Awaited<ReturnType<TestServer['request']>>;

/** Every answer is the request's success or a refusal the person can read: never a server error. */
function expectNoServerError(responses: Response[]): void {
  const failures = responses.filter((response) => response.status >= 500 || response.status < 200);
  expect(failures.map((response) => `${response.status} ${JSON.stringify(response.body)}`)).toEqual([]);
}

describe.each(testEngines())('concurrent writers on $name', (engine) => {
  let server: TestServer;
  let people: Awaited<ReturnType<typeof seedCommunity>>;
  let memberNumber = 0;

  beforeAll(async () => {
    server = await startTestServer(engine);
    people = await seedCommunity(server);
  });
  afterAll(() => server?.close());

  const db = () => server.database.db;
  const members = (count: number, rank: number) =>
    Promise.all(
      Array.from({ length: count }, () =>
        seedMember(server, { username: `writer-${engine.name}-${(memberNumber += 1)}`, rank }),
      ),
    );
  const post = (who: Member, path: string, json: unknown, method = 'POST') =>
    server.request(`${API}/${path}`, { method, json, ...who.as });
  /** The same request from one person, WRITERS times at once. */
  const together = (who: Member, path: string, json: unknown, method = 'POST') =>
    Promise.all(Array.from({ length: WRITERS }, () => post(who, path, json, method)));
  const rankOf = async (who: Member) =>
    (await db().selectFrom('users').select('rank').where('id', '=', who.id).executeTakeFirstOrThrow()).rank;
  /** What a person's reputation history adds up to: their rank must move exactly with it. */
  const historyOf = async (who: Member) =>
    Number(
      (
        await db()
          .selectFrom('reputation')
          .select(sql<string | number>`coalesce(sum(delta), 0)`.as('total'))
          .where('user_id', '=', who.id)
          .where('cancelled', '=', 0)
          .executeTakeFirstOrThrow()
      ).total,
    );
  const rowsOf = async (table: 'vote' | 'follow' | 'collection' | 'reaction', objectId: string, who?: Member) => {
    let query = db()
      .selectFrom(table)
      .select(sql<string | number>`count(*)`.as('n'))
      .where('object_id', '=', objectId);
    if (who) query = query.where('user_id', '=', who.id);
    return Number((await query.executeTakeFirstOrThrow()).n);
  };
  const questionRow = (id: string) =>
    db().selectFrom('question').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  it('questions asked at once with the same new tag are all created, under one tag that counts them all', async () => {
    const writers = await members(WRITERS, 20000);
    const slug = `brand-new-${engine.name}`;
    const responses = await Promise.all(
      writers.map((writer, index) =>
        post(writer, 'question', {
          title: `Question ${index} about the same brand new tag`,
          content: `Body ${index} of a question that brings a new tag along.`,
          tags: [{ slug_name: slug }],
        }),
      ),
    );
    expect(responses.map((response) => response.status)).toEqual(writers.map(() => 200));
    const tags = await db().selectFrom('tag').select(['id', 'question_count']).where('slug_name', '=', slug).execute();
    expect(tags).toHaveLength(1);
    const relations = await db()
      .selectFrom('tag_rel')
      .select('object_id')
      .where('tag_id', '=', tags[0]!.id)
      .where('status', '=', constants.tag_rel_status.listed)
      .execute();
    expect(relations.map((rel) => String(rel.object_id)).sort()).toEqual(
      responses.map((response) => String(response.body.data.id)).sort(),
    );
    expect(tags[0]!.question_count).toBe(WRITERS);
  });

  it('the same vote sent at once counts once, and taking it back at once takes it back once', async () => {
    const [author, voter] = await members(2, 1000);
    const questionId = await askQuestion(server, author!);
    const authorRank = await rankOf(author!);

    expectNoServerError(await together(voter!, 'vote/up', { object_id: questionId }));
    expect(await rowsOf('vote', questionId)).toBe(1);
    expect((await questionRow(questionId)).vote_count).toBe(1);
    expect(await rankOf(author!)).toBe(authorRank + changes['question.voted_up']);

    expectNoServerError(await together(voter!, 'vote/up', { object_id: questionId, is_cancel: true }));
    expect(await rowsOf('vote', questionId)).toBe(0);
    expect((await questionRow(questionId)).vote_count).toBe(0);
    expect(await rankOf(author!)).toBe(authorRank);
    expect(await historyOf(author!)).toBe(0);
  });

  it('up and down votes of one voter sent at once leave one vote that the count and reputation agree with', async () => {
    const [author, voter] = await members(2, 1000);
    const answerId = await answerQuestion(server, author!, await askQuestion(server, people.asker));
    const responses = await Promise.all(
      Array.from({ length: WRITERS }, (_, index) =>
        post(voter!, index % 2 === 0 ? 'vote/up' : 'vote/down', { object_id: answerId }),
      ),
    );
    expectNoServerError(responses);
    const votes = await db().selectFrom('vote').select('direction').where('object_id', '=', answerId).execute();
    expect(votes).toHaveLength(1);
    expect(
      (await db().selectFrom('answer').select('vote_count').where('id', '=', answerId).executeTakeFirstOrThrow())
        .vote_count,
    ).toBe(votes[0]!.direction);
    expect(await rankOf(author!)).toBe(1000 + (await historyOf(author!)));
    expect(await rankOf(voter!)).toBe(1000 + (await historyOf(voter!)));
  });

  it('votes of many voters at once each count', async () => {
    const voters = await members(WRITERS, 1000);
    const questionId = await askQuestion(server, people.asker);
    expectNoServerError(await Promise.all(voters.map((voter) => post(voter, 'vote/up', { object_id: questionId }))));
    expect(await rowsOf('vote', questionId)).toBe(WRITERS);
    expect((await questionRow(questionId)).vote_count).toBe(WRITERS);
  });

  it('the same follow sent at once follows once, and unfollowing at once unfollows once', async () => {
    const [follower] = await members(1, 200);
    const questionId = await askQuestion(server, people.asker);
    const before = (await questionRow(questionId)).follow_count;

    expectNoServerError(await together(follower!, 'follow', { object_id: questionId }));
    expect(await rowsOf('follow', questionId, follower)).toBe(1);
    expect((await questionRow(questionId)).follow_count).toBe(before + 1);

    expectNoServerError(await together(follower!, 'follow', { object_id: questionId, is_cancel: true }));
    expect(await rowsOf('follow', questionId, follower)).toBe(0);
    expect((await questionRow(questionId)).follow_count).toBe(before);
  });

  it('the same tags followed at once are each followed once', async () => {
    const [follower] = await members(1, 200);
    await ask(server, people.veteran, { tags: ['followed-together'] });
    const tag = await db()
      .selectFrom('tag')
      .select('id')
      .where('slug_name', '=', 'followed-together')
      .executeTakeFirstOrThrow();
    expectNoServerError(await together(follower!, 'follow/tags', { slug_name_list: ['followed-together'] }, 'PUT'));
    expect(await rowsOf('follow', tag.id, follower)).toBe(1);
    const row = await db().selectFrom('tag').select('follow_count').where('id', '=', tag.id).executeTakeFirstOrThrow();
    expect(row.follow_count).toBe(await rowsOf('follow', tag.id));

    expectNoServerError(await together(follower!, 'follow/tags', { slug_name_list: [] }, 'PUT'));
    const after = await db()
      .selectFrom('tag')
      .select('follow_count')
      .where('id', '=', tag.id)
      .executeTakeFirstOrThrow();
    expect(after.follow_count).toBe(await rowsOf('follow', tag.id));
  });

  it('the same bookmark sent at once bookmarks once, and removing it at once removes it once', async () => {
    const [reader] = await members(1, 200);
    const questionId = await askQuestion(server, people.asker);

    expectNoServerError(await together(reader!, 'collection/switch', { object_id: questionId, bookmark: true }));
    expect(await rowsOf('collection', questionId)).toBe(1);
    expect((await questionRow(questionId)).collection_count).toBe(1);

    expectNoServerError(await together(reader!, 'collection/switch', { object_id: questionId, bookmark: false }));
    expect(await rowsOf('collection', questionId)).toBe(0);
    expect((await questionRow(questionId)).collection_count).toBe(0);
  });

  it('the same reaction sent at once is kept once', async () => {
    const [reader] = await members(1, 200);
    const questionId = await askQuestion(server, people.asker);
    const reaction = { object_id: questionId, emoji: constants.reactions[0], reaction: 'activate' };
    expectNoServerError(await together(reader!, 'meta/reaction', reaction, 'PUT'));
    expect(await rowsOf('reaction', questionId, reader)).toBe(1);
  });

  it('the same answer accepted at once is accepted once, its reputation given once', async () => {
    const [asker, answerer] = await members(2, 200);
    const questionId = await askQuestion(server, asker!);
    const answerId = await answerQuestion(server, answerer!, questionId);

    expectNoServerError(await together(asker!, 'answer/acceptance', { question_id: questionId, answer_id: answerId }));
    expect(String((await questionRow(questionId)).accepted_answer_id)).toBe(answerId);
    expect(await rankOf(answerer!)).toBe(200 + changes['answer.accepted']);
    expect(await historyOf(answerer!)).toBe(changes['answer.accepted']);
    expect(await rankOf(asker!)).toBe(200 + (await historyOf(asker!)));
  });

  it('different answers accepted at once leave one accepted answer, the one the question names', async () => {
    const asker = (await members(1, 200))[0]!;
    const answerers = await members(WRITERS, 200);
    const questionId = await askQuestion(server, asker);
    const answerIds = [];
    for (const answerer of answerers) answerIds.push(await answerQuestion(server, answerer, questionId));

    expectNoServerError(
      await Promise.all(
        answerIds.map((answerId) => post(asker, 'answer/acceptance', { question_id: questionId, answer_id: answerId })),
      ),
    );
    const accepted = await db()
      .selectFrom('answer')
      .select('id')
      .where('question_id', '=', questionId)
      .where('accepted', '=', constants.answer_accepted.yes)
      .execute();
    expect(accepted.map((row) => String(row.id))).toEqual([String((await questionRow(questionId)).accepted_answer_id)]);
    for (const answerer of answerers) expect(await rankOf(answerer)).toBe(200 + (await historyOf(answerer)));
    expect(await rankOf(asker)).toBe(200 + (await historyOf(asker)));
  });

  it('the same question closed at once by several moderators is closed once, with one reason and one timeline entry', async () => {
    const asker = (await members(1, 200))[0]!;
    const questionId = await askQuestion(server, asker);
    const closers = [people.moderator, people.admin];
    const responses = await Promise.all(
      Array.from({ length: WRITERS }, (_, index) =>
        post(
          closers[index % closers.length]!,
          'question/status',
          { id: questionId, close_type: 63, close_msg: '' },
          'PUT',
        ),
      ),
    );
    expectNoServerError(responses);
    expect(responses.filter((response) => response.status === 200).length).toBe(1);
    expect((await questionRow(questionId)).status).toBe(constants.post_status.closed);
    const reasons = await db().selectFrom('meta').select('value').where('object_id', '=', questionId).execute();
    expect(reasons).toHaveLength(1);
    const closes = await db()
      .selectFrom('activity')
      .select('id')
      .where('object_id', '=', questionId)
      .where('activity_type', '=', 'closed')
      .execute();
    expect(closes).toHaveLength(1);
  });

  it('a search reindex beside questions asked, edited and answered at once: no errors, and the index holds every post', async () => {
    const writers = await members(WRITERS, 20000);
    // questions to edit and to answer while the index is rebuilt, enough that the rebuild overlaps the writes
    // (with 30, an edit's index row was overwritten by the old text on PostgreSQL before the fix)
    const existing: Array<{ id: string }> = [];
    for (let index = 0; index < 30; index += 1)
      existing.push(await ask(server, writers[index % WRITERS]!, { title: `Reindexed question number ${index}` }));
    const reindex = () => server.request(`${ADMIN_API}/search/reindex`, { method: 'POST', ...people.admin.as });
    const writes = writers.flatMap((writer, index) => [
      post(writer, 'question', {
        title: `Written beside the reindex ${index}`,
        content: `A body written while the index is rebuilt, zyxquorum${'abcdefgh'[index]} inside.`,
        tags: [{ slug_name: 'testing' }],
      }),
      post(
        writer,
        'question',
        {
          id: existing[index]!.id,
          title: `Edited beside the reindex ${index}`,
          content: `An edited body while the index is rebuilt, wvuquorum${'abcdefgh'[index]} inside.`,
          tags: [{ slug_name: 'testing' }],
          edit_summary: 'reworded',
        },
        'PUT',
      ),
      post(writer, 'answer', {
        question_id: existing[WRITERS + index]!.id,
        content: `An answer beside the reindex ${index}.`,
      }),
    ]);
    const responses = await Promise.all([reindex(), ...writes, reindex()]);
    expectNoServerError(responses);
    expect(responses.map((response) => response.status)).toEqual(responses.map(() => 200));

    const counted = async (table: 'question' | 'answer' | 'search_index') =>
      Number(
        (await sql<{ n: string | number }>`select count(*) as n from ${sql.table(table)}`.execute(db())).rows[0]!.n,
      );
    expect(await counted('search_index')).toBe((await counted('question')) + (await counted('answer')));
    for (const letter of 'abcdefgh') {
      const search = async (word: string) =>
        (await server.request(`${API}/search?q=${word}`, people.admin.as)).body.data.list.length;
      expect(await search(`zyxquorum${letter}`)).toBe(1);
      expect(await search(`wvuquorum${letter}`)).toBe(1);
    }
    // seeding and 26 writes at once on a shared 2-core machine take longer than vitest's default
  }, 120_000);
});
