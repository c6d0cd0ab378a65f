import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { constants } from '../../generated/constants.ts';
import { seedCommunity, seedMember, type Member } from './support/community.ts';
import { testEngines } from './support/databases.ts';
import { answerQuestion, askQuestion } from './support/posts.ts';
import { QueryCounter } from './support/query-counter.ts';
import { API } from './support/questions.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

interface Item {
  id: string;
  action_key: string;
  msg_type: string;
  rank: number;
  is_read: boolean;
  user_info?: { username: string };
  notification_action: string;
  object_info: {
    object_id: string;
    object_type: string;
    title: string;
    object_map: Record<string, string>;
    url: string;
  };
}

describe.each(testEngines())('notifications on $name', (engine) => {
  let server: TestServer;
  let people: Awaited<ReturnType<typeof seedCommunity>>;
  let memberNumber = 0;
  const queries = new QueryCounter();

  beforeAll(async () => {
    server = await startTestServer(engine, { plugins: [queries] });
    people = await seedCommunity(server);
  });
  afterAll(() => server?.close());

  const member = (rank = 200) => seedMember(server, { username: `note-${engine.name}-${(memberNumber += 1)}`, rank });
  const send = (who: Member, method: string, path: string, json: unknown) =>
    server.request(`${API}${path}`, { method, ...who.as, json });
  const inbox = async (who: Member, query = 'type=inbox', language?: string): Promise<Item[]> => {
    const response = await server.request(`${API}/notification/page?${query}`, {
      ...who.as,
      ...(language ? { language } : {}),
    });
    expect(response.status).toBe(200);
    return response.body.data.list as Item[];
  };
  const actions = async (who: Member, query?: string) => (await inbox(who, query)).map((item) => item.action_key);
  const status = async (who: Member) =>
    (await server.request(`${API}/notification/status`, who.as)).body.data as { inbox: number; achievement: number };
  const comment = async (who: Member, json: Record<string, unknown>) => {
    const response = await send(who, 'POST', '/comment', json);
    expect(response.status).toBe(200);
    return response.body.data.comment_id as string;
  };

  it('tells the asker and the followers of a new answer, never the answerer, with the item shape and the badge', async () => {
    const [asker, answerer, follower] = [await member(), await member(), await member()];
    const questionId = await askQuestion(server, asker);
    expect((await send(follower, 'POST', '/follow', { object_id: questionId })).status).toBe(200);
    const answerId = await answerQuestion(server, answerer, questionId);

    const [item] = await inbox(asker);
    expect(item).toMatchObject({
      action_key: 'answer_the_question',
      msg_type: 'posts',
      rank: 0,
      is_read: false,
      notification_action: 'answered your question',
      user_info: { username: answerer.username },
      object_info: {
        object_id: answerId,
        object_type: 'answer',
        object_map: { question: questionId, answer: answerId, comment: '' },
      },
    });
    expect(item!.object_info.url).toContain(`/answer/questions/${questionId}/`);
    expect(await actions(follower)).toEqual(['answer_the_question']);
    expect(await actions(answerer)).toEqual([]);
    expect(await status(asker)).toMatchObject({ inbox: 1, achievement: 0, revision: 0, can_revision: false });

    const zh = await inbox(asker, 'type=inbox', 'zh_CN');
    expect(zh[0]!.notification_action).toBe('回答了你的问题');
  });

  it('tells each person once per comment: a reply beats a mention, a mention beats being the author', async () => {
    const [asker, answerer, first, writer, mentioned] = [
      await member(),
      await member(),
      await member(),
      await member(),
      await member(),
    ];
    const questionId = await askQuestion(server, asker);
    const answerId = await answerQuestion(server, answerer, questionId);
    const firstComment = await comment(first, { object_id: answerId, original_text: 'A first thought here.' });
    const replyId = await comment(writer, {
      object_id: answerId,
      reply_comment_id: firstComment,
      original_text: `@${first.username} @${answerer.username} @${mentioned.username} and @${writer.username} see this`,
      mention_username_list: [first.username, answerer.username, mentioned.username, writer.username],
    });
    const latest = async (who: Member) => (await inbox(who)).filter((item) => item.object_info.object_id === replyId);
    expect((await latest(first)).map((item) => item.action_key)).toEqual(['reply_to_you']);
    expect((await latest(answerer)).map((item) => item.action_key)).toEqual(['mention_you']);
    expect((await latest(mentioned)).map((item) => item.action_key)).toEqual(['mention_you']);
    expect(await latest(writer)).toEqual([]);
    expect((await latest(first))[0]!.object_info).toMatchObject({
      object_type: 'comment',
      object_map: { question: questionId, answer: answerId, comment: replyId },
    });
    // the answer's author hears of the plain comment on it; the asker of one on the question
    expect((await inbox(answerer)).map((item) => item.action_key)).toContain('comment_answer');
    await comment(first, { object_id: questionId, original_text: 'On the question itself.' });
    expect(await actions(asker)).toEqual(['comment_question', 'answer_the_question']);
    // commenting on one's own post tells nobody
    const before = (await inbox(answerer)).length;
    await comment(answerer, { object_id: answerId, original_text: 'My own note on my answer.' });
    expect((await inbox(answerer)).length).toBe(before);
  });

  it('tells authors of votes (down votes without the voter) and merges reputation per object into achievements', async () => {
    const [asker, answerer] = [await member(), await member()];
    const questionId = await askQuestion(server, asker);
    const answerId = await answerQuestion(server, answerer, questionId);
    expect((await send(people.veteran, 'POST', '/vote/up', { object_id: questionId })).status).toBe(200);
    expect((await send(people.veteran, 'POST', '/vote/down', { object_id: answerId })).status).toBe(200);
    const [questionVote] = await inbox(asker, 'type=inbox&inbox_type=votes');
    expect(questionVote).toMatchObject({ action_key: 'up_voted_question', user_info: { username: 'vet-vic' } });
    const [answerVote] = await inbox(answerer, 'type=inbox&inbox_type=votes');
    expect(answerVote!.action_key).toBe('down_voted_answer');
    expect(answerVote!.user_info).toBeUndefined();
    expect(await actions(answerer, 'type=inbox&inbox_type=posts')).toEqual([]);

    // the down vote is switched to up, and the answer accepted: one achievement item, summed
    await send(people.veteran, 'POST', '/vote/up', { object_id: answerId });
    expect(
      (await send(asker, 'POST', '/answer/acceptance', { question_id: questionId, answer_id: answerId })).status,
    ).toBe(200);
    const achievements = await inbox(answerer, 'type=achievement');
    const { changes } = constants.reputation;
    expect(achievements).toHaveLength(1);
    expect(achievements[0]).toMatchObject({
      action_key: 'reputation',
      rank: changes['answer.voted_up'] + changes['answer.accepted'],
      object_info: { object_id: answerId, object_type: 'answer' },
    });
    expect(achievements[0]!.user_info).toBeUndefined();
    expect(await actions(answerer, 'type=inbox&inbox_type=posts')).toEqual(['accept_answer']);
    // the voter paid for the down vote themselves: no achievement of their own action
    expect(await inbox(people.veteran, 'type=achievement')).toEqual([]);
    // accepting costs and gives the asker nothing they would be told about (their own action)
    expect((await inbox(asker, 'type=achievement')).map((item) => item.object_info.object_id)).toEqual([questionId]);
  });

  it('tells invited people, and authors whose posts staff close or delete, and followers of edits', async () => {
    const [asker, answerer, follower] = [await member(), await member(), await member()];
    const questionId = await askQuestion(server, asker);
    const answerId = await answerQuestion(server, answerer, questionId);
    await send(follower, 'POST', '/follow', { object_id: questionId });
    expect(
      (await send(people.veteran, 'PUT', '/question/invite', { id: questionId, invite_user: [follower.username] }))
        .status,
    ).toBe(200);
    expect(await actions(follower, 'type=inbox&inbox_type=invites')).toEqual(['invited_you_to_answer']);
    // inviting the same person again adds nobody new
    await send(people.veteran, 'PUT', '/question/invite', { id: questionId, invite_user: [follower.username] });
    expect(await actions(follower, 'type=inbox&inbox_type=invites')).toEqual(['invited_you_to_answer']);

    expect(
      (await send(answerer, 'PUT', '/answer', { id: answerId, content: 'An answer that works, edited.' })).status,
    ).toBe(200);
    expect(await actions(asker)).toEqual(['update_answer', 'answer_the_question']);
    const edited = await send(asker, 'PUT', '/question', {
      id: questionId,
      title: 'How do I test notifications of edits?',
      content: 'Edited details of the question, long enough.',
      tags: [{ slug_name: 'general' }],
    });
    expect(edited.status).toBe(200);
    expect((await actions(follower, 'type=inbox&inbox_type=posts'))[0]).toBe('update_question');
    expect((await actions(asker))[0]).toBe('update_answer');

    expect((await send(people.moderator, 'DELETE', '/answer', { id: answerId })).status).toBe(200);
    expect((await actions(answerer))[0]).toBe('your_answer_was_deleted');
    expect((await send(people.moderator, 'PUT', '/question/status', { id: questionId, close_type: 63 })).status).toBe(
      200,
    );
    expect((await actions(asker))[0]).toBe('your_question_is_closed');

    const mine = await comment(asker, { object_id: questionId, original_text: 'A comment I will remove.' });
    expect((await send(asker, 'DELETE', '/comment', { comment_id: mine })).status).toBe(200);
    expect(await actions(asker)).not.toContain('your_comment_was_deleted');
    const theirs = await comment(answerer, { object_id: questionId, original_text: 'A comment staff remove.' });
    expect((await send(people.moderator, 'DELETE', '/comment', { comment_id: theirs })).status).toBe(200);
    expect((await actions(answerer))[0]).toBe('your_comment_was_deleted');
  });

  it('keeps read state per item and per list; clearing the badge leaves the items unread', async () => {
    const [asker, other] = [await member(), await member()];
    const questionId = await askQuestion(server, asker);
    await answerQuestion(server, await member(), questionId);
    await answerQuestion(server, await member(), questionId);
    expect((await status(asker)).inbox).toBe(2);

    expect((await send(asker, 'PUT', '/notification/status', { type: 'inbox' })).status).toBe(200);
    expect((await status(asker)).inbox).toBe(0);
    expect((await inbox(asker)).map((item) => item.is_read)).toEqual([false, false]);

    const [newest] = await inbox(asker);
    expect((await send(other, 'PUT', '/notification/read/state', { id: newest!.id })).status).toBe(404);
    expect((await inbox(asker))[0]!.is_read).toBe(false);
    expect((await send(asker, 'PUT', '/notification/read/state', { id: newest!.id })).status).toBe(200);
    expect((await send(asker, 'PUT', '/notification/read/state', { id: newest!.id })).status).toBe(200);
    expect((await inbox(asker)).map((item) => item.is_read)).toEqual([true, false]);

    await answerQuestion(server, await member(), questionId);
    expect((await status(asker)).inbox).toBe(1);
    expect((await send(asker, 'PUT', '/notification/read/state/all', { type: 'inbox' })).status).toBe(200);
    expect((await inbox(asker)).map((item) => item.is_read)).toEqual([true, true, true]);
    expect((await status(asker)).inbox).toBe(0);

    const paged = await server.request(`${API}/notification/page?type=inbox&page=2&page_size=2`, asker.as);
    expect(paged.body.data.count).toBe(3);
    expect(paged.body.data.list).toHaveLength(1);
  });

  it('refuses anonymous callers, unknown lists and filters, and malformed ids, changing nothing', async () => {
    const asker = await member();
    expect((await server.request(`${API}/notification/status`)).status).toBe(401);
    expect((await server.request(`${API}/notification/page?type=inbox`)).status).toBe(401);
    expect((await server.request(`${API}/notification/page?type=mail`, asker.as)).status).toBe(400);
    expect((await server.request(`${API}/notification/page?type=inbox&inbox_type=likes`, asker.as)).status).toBe(400);
    expect((await send(asker, 'PUT', '/notification/read/state', { id: 'x1' })).status).toBe(400);
    expect((await send(asker, 'PUT', '/notification/read/state/all', { type: 'everything' })).status).toBe(400);
    const inactive = await seedMember(server, { username: `sleepy-${engine.name}`, active: false });
    expect((await server.request(`${API}/notification/status`, inactive.as)).status).toBe(403);
  });

  it('costs a poll of the badge the same few queries however many items a person has', async () => {
    const asker = await member();
    const questionId = await askQuestion(server, asker);
    await answerQuestion(server, await member(), questionId);
    queries.reset();
    await status(asker);
    const withOne = queries.count;
    for (let index = 0; index < 3; index += 1) await answerQuestion(server, await member(), questionId);
    queries.reset();
    expect((await status(asker)).inbox).toBe(4);
    expect(queries.count).toBe(withOne);
    expect(withOne).toBeLessThanOrEqual(6);
  });

  it("tells a question page left open how many answers and comments others added since, not the viewer's own", async () => {
    const [asker, answerer] = [await member(), await member()];
    const questionId = await askQuestion(server, asker);
    const updates = async (since: number, who?: Member) =>
      (await server.request(`${API}/question/updates?question_id=${questionId}&since=${since}`, who ? who.as : {})).body
        .data as { answers: number; comments: number; now: number };
    const start = (await updates(0)).now - 1;
    expect(await updates(start)).toMatchObject({ answers: 0, comments: 0 });
    const answerId = await answerQuestion(server, answerer, questionId);
    await comment(asker, { object_id: answerId, original_text: 'Thanks, that helps a lot.' });
    expect(await updates(start)).toMatchObject({ answers: 1, comments: 1 });
    expect(await updates(start, asker)).toMatchObject({ answers: 1, comments: 0 });
    expect(await updates(start, answerer)).toMatchObject({ answers: 0, comments: 1 });
    const later = await updates(start);
    expect(await updates(later.now + 1)).toMatchObject({ answers: 0, comments: 0 });
    queries.reset();
    await updates(start);
    expect(queries.count).toBeLessThanOrEqual(4);
    expect((await server.request(`${API}/question/updates?question_id=99999999&since=0`)).status).toBe(404);
    expect((await server.request(`${API}/question/updates?question_id=${questionId}&since=-1`)).status).toBe(400);
  });
});
