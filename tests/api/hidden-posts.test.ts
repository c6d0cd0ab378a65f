import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { constants } from '../../generated/constants.ts';
import { countRows } from '../../src/server/modules/backup/snapshot.ts';
import { seedCommunity, type Member } from './support/community.ts';
import { testEngines } from './support/databases.ts';
import { answerQuestion, seedTag } from './support/posts.ts';
import { API, ask } from './support/questions.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

const ANSWER = 'An answer about the hidden harbour.';
const COMMENT = 'A comment on the hidden harbour answer.';

describe.each(testEngines())('what hangs off a hidden question on $name', (engine) => {
  let server: TestServer;
  let people: Awaited<ReturnType<typeof seedCommunity>>;
  let questionId: string;
  let answerId: string;
  let questionCommentId: string;

  /** Every read of what hangs off the question, as `member` (anonymous when undefined): each one's status. */
  async function reads(member: Member | undefined) {
    const as = member?.as ?? {};
    const calls = {
      answers: `${API}/answer/page?question_id=${questionId}`,
      answer: `${API}/answer/info?id=${answerId}`,
      answerComments: `${API}/comment/page?object_id=${answerId}`,
      questionComments: `${API}/comment/page?object_id=${questionId}`,
      comment: `${API}/comment?id=${questionCommentId}`,
      questionRevisions: `${API}/revisions?object_id=${questionId}`,
      answerRevisions: `${API}/revisions?object_id=${answerId}`,
      timeline: `${API}/activity/timeline?object_id=${questionId}`,
      answerTimeline: `${API}/activity/timeline?object_id=${answerId}`,
    };
    const statuses: Record<string, number> = {};
    for (const [name, path] of Object.entries(calls)) {
      const response = await server.request(path, as);
      if (response.status !== 200) {
        expect(response.text, name).not.toContain(ANSWER);
        expect(response.text, name).not.toContain(COMMENT);
      }
      statuses[name] = response.status;
    }
    return statuses;
  }

  const everything = (status: number, signedInStatus = status) => ({
    answers: status,
    answer: status,
    answerComments: status,
    questionComments: status,
    comment: status,
    questionRevisions: signedInStatus,
    answerRevisions: signedInStatus,
    timeline: signedInStatus,
    answerTimeline: signedInStatus,
  });

  const setQuestion = (changes: { status?: number; show?: number }) =>
    server.database.db.updateTable('question').set(changes).where('id', '=', questionId).execute();

  beforeAll(async () => {
    server = await startTestServer(engine);
    people = await seedCommunity(server);
    await seedTag(server);
    questionId = (await ask(server, people.asker, { tags: ['general'] })).id;
    answerId = await answerQuestion(server, people.answerer, questionId, ANSWER);
    for (const objectId of [answerId, questionId]) {
      const comment = await server.request(`${API}/comment`, {
        method: 'POST',
        ...people.answerer.as,
        json: { object_id: objectId, original_text: `${COMMENT} ${objectId}` },
      });
      expect(comment.status).toBe(200);
      questionCommentId = comment.body.data.comment_id;
    }
  });
  afterAll(async () => {
    await server.close();
  });

  it('shows everything of a listed question to everyone (signed-in reads to signed-in people)', async () => {
    expect(await reads(people.newcomer)).toEqual(everything(200));
    const anonymous = await reads(undefined);
    expect(anonymous).toEqual(everything(200, 401));
  });

  it('hides the answers, comments, revisions and timeline of an unlisted question from all but its author and staff', async () => {
    await setQuestion({ show: constants.post_show.unlisted });
    try {
      expect(await reads(people.newcomer)).toEqual(everything(404));
      expect(await reads(people.answerer)).toEqual(everything(404));
      expect(await reads(undefined)).toEqual(everything(404, 401));
      expect(await reads(people.asker)).toEqual(everything(200));
      expect(await reads(people.moderator)).toEqual(everything(200));
    } finally {
      await setQuestion({ show: constants.post_show.listed });
    }
  });

  it('takes no vote, comment, reaction or bookmark on an unlisted question from those who may not see it', async () => {
    const { db } = server.database;
    const rows = () =>
      Promise.all((['vote', 'comment', 'reaction', 'collection'] as const).map((table) => countRows(db, table)));
    const act = (path: string, json: Record<string, unknown>, method = 'POST') =>
      server.request(`${API}${path}`, { method, ...people.veteran.as, json });
    const actions = () => [
      act('/vote/up', { object_id: questionId }),
      act('/vote/up', { object_id: answerId }),
      act('/vote/up', { object_id: questionCommentId }),
      act('/comment', { object_id: answerId, original_text: 'A comment nobody should be able to leave here.' }),
      act('/meta/reaction', { object_id: questionId, emoji: 'heart', reaction: 'activate' }, 'PUT'),
      act('/collection/switch', { object_id: questionId, bookmark: true }),
    ];
    const before = await rows();
    await setQuestion({ show: constants.post_show.unlisted });
    try {
      const refused = await Promise.all(actions());
      expect(refused.map((response) => [response.status, response.body.reason])).toEqual(
        refused.map(() => [404, 'error.object.not_found']),
      );
      expect(await rows()).toEqual(before);
    } finally {
      await setQuestion({ show: constants.post_show.listed });
    }
    // listed again, the same member may: the refusals were about seeing the post, not about the member
    const bookmark = await act('/collection/switch', { object_id: questionId, bookmark: true });
    expect(bookmark.status).toBe(200);
    await act('/collection/switch', { object_id: questionId, bookmark: false });
  });

  it('hides them of a deleted question from everyone but staff', async () => {
    await setQuestion({ status: constants.post_status.deleted });
    try {
      expect(await reads(people.newcomer)).toEqual(everything(404));
      expect(await reads(people.asker)).toEqual(everything(404));
      expect(await reads(people.moderator)).toEqual(everything(200));
      expect(await reads(people.admin)).toEqual(everything(200));
    } finally {
      await setQuestion({ status: constants.post_status.normal });
    }
  });
});
