import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { constants } from '../../generated/constants.ts';
import { reputationOf, seedCommunity, seedMember, type Member } from './support/community.ts';
import { testEngines } from './support/databases.ts';
import { answerQuestion, askQuestion } from './support/posts.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

const API = constants.api_prefix;
const { changes, daily_limit: dailyLimit } = constants.reputation;

describe.each(testEngines())('votes and reputation on $name', (engine) => {
  let server: TestServer;
  let people: Awaited<ReturnType<typeof seedCommunity>>;
  let memberNumber = 0;

  beforeAll(async () => {
    server = await startTestServer(engine);
    people = await seedCommunity(server);
  });
  afterAll(() => server?.close());

  const member = (rank: number) =>
    seedMember(server, { username: `member-${engine.name}-${(memberNumber += 1)}`, rank });
  const vote = (who: Member, direction: 'up' | 'down', objectId: string, isCancel = false) =>
    server.request(`${API}/vote/${direction}`, {
      method: 'POST',
      ...who.as,
      json: { object_id: objectId, is_cancel: isCancel },
    });
  const voteCount = async (table: 'question' | 'answer', id: string) =>
    (await server.database.db.selectFrom(table).select('vote_count').where('id', '=', id).executeTakeFirstOrThrow())
      .vote_count;

  it('an up vote on a question gives its author the change and reports the fresh counts; withdrawing reverses it exactly', async () => {
    const author = await member(50);
    const questionId = await askQuestion(server, author);
    const up = await vote(people.veteran, 'up', questionId);
    expect(up.status).toBe(200);
    expect(up.body.data).toEqual({ up_votes: 1, down_votes: 0, votes: 1, vote_status: 'vote_up' });
    expect(await reputationOf(server, author)).toBe(50 + changes['question.voted_up']);
    expect(await voteCount('question', questionId)).toBe(1);

    const again = await vote(people.veteran, 'up', questionId);
    expect(again.body.data.votes).toBe(1);
    expect(await reputationOf(server, author)).toBe(50 + changes['question.voted_up']);

    const withdrawn = await vote(people.veteran, 'up', questionId, true);
    expect(withdrawn.body.data).toEqual({ up_votes: 0, down_votes: 0, votes: 0, vote_status: '' });
    expect(await reputationOf(server, author)).toBe(50);
    expect(await voteCount('question', questionId)).toBe(0);
  });

  it('switching from down to up on an answer takes the down vote and both its losses back first', async () => {
    const author = await member(100);
    const voter = await member(500);
    const questionId = await askQuestion(server, people.asker);
    const answerId = await answerQuestion(server, author, questionId);
    const down = await vote(voter, 'down', answerId);
    expect(down.body.data).toEqual({ up_votes: 0, down_votes: 1, votes: -1, vote_status: 'vote_down' });
    expect(await reputationOf(server, author)).toBe(100 + changes['answer.voted_down']);
    expect(await reputationOf(server, voter)).toBe(500 + changes['answer.vote_down']);

    const up = await vote(voter, 'up', answerId);
    expect(up.body.data).toEqual({ up_votes: 1, down_votes: 0, votes: 1, vote_status: 'vote_up' });
    expect(await reputationOf(server, author)).toBe(100 + changes['answer.voted_up']);
    expect(await reputationOf(server, voter)).toBe(500);
    expect(await voteCount('answer', answerId)).toBe(1);
    const history = await server.database.db
      .selectFrom('reputation')
      .select(['reason', 'delta', 'cancelled'])
      .where('object_id', '=', answerId)
      .orderBy('id')
      .execute();
    expect(history).toEqual([
      { reason: 'answer.voted_down', delta: changes['answer.voted_down'], cancelled: 1 },
      { reason: 'answer.vote_down', delta: changes['answer.vote_down'], cancelled: 1 },
      { reason: 'answer.voted_up', delta: changes['answer.voted_up'], cancelled: 0 },
    ]);
  });

  it('refuses voting on your own post and changes nothing', async () => {
    const questionId = await askQuestion(server, people.veteran);
    const response = await vote(people.veteran, 'up', questionId);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      reason: 'error.object.disallow_vote_your_self',
      msg: "You can't vote for your own post.",
    });
    expect(await voteCount('question', questionId)).toBe(0);
    expect(await reputationOf(server, people.veteran)).toBe(20000);
  });

  it('refuses votes below the reputation each power needs, naming the reputation', async () => {
    const questionId = await askQuestion(server, people.asker);
    const level = constants.install.privilege_level - 1;
    const upNeeds = constants.privileges.powers['question.vote_up'][level]!;
    const downNeeds = constants.privileges.powers['question.vote_down'][level]!;
    const up = await vote(people.newcomer, 'up', questionId);
    expect(up.status).toBe(403);
    expect(up.body.msg).toBe(`You need at least ${upNeeds} reputation to do this.`);
    const down = await vote(await member(downNeeds - 1), 'down', questionId);
    expect(down.status).toBe(403);
    expect(down.body.msg).toBe(`You need at least ${downNeeds} reputation to do this.`);
    expect(await voteCount('question', questionId)).toBe(0);
    const staffDown = await vote(people.moderator, 'down', questionId);
    expect(staffDown.body.data.votes).toBe(-1);
  });

  it('comments take up votes from anyone with comment.vote_up but no down votes', async () => {
    const questionId = await askQuestion(server, people.asker);
    const comment = await server.request(`${API}/comment`, {
      method: 'POST',
      ...people.answerer.as,
      json: { object_id: questionId, original_text: 'A helpful remark' },
    });
    const commentId = comment.body.data.comment_id;
    const up = await vote(people.newcomer, 'up', commentId);
    expect(up.body.data).toEqual({ up_votes: 1, down_votes: 0, votes: 1, vote_status: 'vote_up' });
    expect(await reputationOf(server, people.answerer)).toBe(200);
    const down = await vote(people.veteran, 'down', commentId);
    expect(down.status).toBe(400);
    expect(down.body.reason).toBe('error.object.disallow_vote');
  });

  it('refuses votes on deleted posts', async () => {
    const questionId = await askQuestion(server, people.asker);
    await server.database.db
      .updateTable('question')
      .set({ status: constants.post_status.deleted })
      .where('id', '=', questionId)
      .execute();
    const response = await vote(people.veteran, 'up', questionId);
    expect(response.status).toBe(400);
    expect(response.body.reason).toBe('error.object.deleted_cannot_operate');
    expect(await voteCount('question', questionId)).toBe(0);
  });

  it('never takes reputation below the floor, and a withdrawal gives back only what was taken', async () => {
    const author = await member(2);
    const questionId = await askQuestion(server, people.asker);
    const answerId = await answerQuestion(server, author, questionId);
    await vote(people.veteran, 'down', answerId);
    expect(await reputationOf(server, author)).toBe(constants.reputation.floor);
    await vote(people.veteran, 'down', answerId, true);
    expect(await reputationOf(server, author)).toBe(2);
  });

  it('caps positive changes per day; the accepted-answer change does not count against the cap', async () => {
    const author = await member(10);
    const questionId = await askQuestion(server, people.asker);
    const answerId = await answerQuestion(server, author, questionId);
    // the day's gains so far, as if earlier votes had brought the author to just under the cap
    const nearCap = dailyLimit - changes['answer.voted_up'] / 2;
    await server.database.db
      .insertInto('reputation')
      .values({
        user_id: author.id,
        trigger_user_id: people.admin.id,
        object_id: questionId,
        reason: 'question.voted_up',
        delta: nearCap,
        created_at: Math.floor(Date.now() / 1000),
      })
      .execute();
    await vote(people.veteran, 'up', answerId);
    expect(await reputationOf(server, author)).toBe(10 + changes['answer.voted_up'] / 2);
    await vote(people.moderator, 'up', answerId);
    expect(await reputationOf(server, author)).toBe(10 + changes['answer.voted_up'] / 2);

    const accepted = await server.request(`${API}/answer/acceptance`, {
      method: 'POST',
      ...people.asker.as,
      json: { question_id: questionId, answer_id: answerId },
    });
    expect(accepted.status).toBe(200);
    expect(await reputationOf(server, author)).toBe(10 + changes['answer.voted_up'] / 2 + changes['answer.accepted']);

    // withdrawing the capped vote gives back exactly the half that was applied
    await vote(people.veteran, 'up', answerId, true);
    expect(await reputationOf(server, author)).toBe(10 + changes['answer.accepted']);
  });
});
