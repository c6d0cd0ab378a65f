import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { constants } from '../../generated/constants.ts';
import en from '../../generated/messages/en_US.ts';
import zh from '../../generated/messages/zh_CN.ts';
import { type Member, seedCommunity } from './support/community.ts';
import { testEngines } from './support/databases.ts';
import {
  activityTypes,
  answerRow,
  questionRow,
  seedAnswer,
  seedQuestion,
  tagCount,
} from './support/lifecycle-posts.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

const API = '/answer/api/v1';
const ADMIN_API = '/answer/admin/api';
const { post_status: status, post_pin: pin, post_show: show } = constants;

describe.each(testEngines())('post lifecycle calls on $name', (engine) => {
  let server: TestServer;
  let people: Awaited<ReturnType<typeof seedCommunity>>;

  const call = (method: string, path: string, who: Member, json?: unknown, language = 'en_US') =>
    server.request(path, { method, json, headers: who.as.headers, language });
  const close = (who: Member, json: Record<string, unknown>, language?: string) =>
    call('PUT', `${API}/question/status`, who, json, language);
  const operate = (who: Member, id: string, operation: string) =>
    call('PUT', `${API}/question/operation`, who, { id, operation });

  beforeAll(async () => {
    server = await startTestServer(engine);
    people = await seedCommunity(server);
  });
  afterAll(async () => server?.close());

  describe('close and reopen', () => {
    it('a moderator closes with a reason; the reason is kept, the timeline says so and the banner shows it', async () => {
      const id = await seedQuestion(server, people.asker);
      const response = await close(people.moderator, { id, close_type: 63, close_msg: '' });
      expect(response.status).toBe(200);
      const question = await questionRow(server, id);
      expect(question.status).toBe(status.closed);
      expect(await activityTypes(server, id)).toEqual(['closed']);
      const info = await server.request(`${API}/question/info?id=${id}`, people.newcomer.as);
      expect(info.body.data.operation).toMatchObject({ type: 'a community-specific reason', level: 'info', msg: '' });
      const open = await server.request(
        `${API}/question/info?id=${await seedQuestion(server, people.asker)}`,
        people.newcomer.as,
      );
      expect(open.body.data.operation).toBeNull();
    });

    it("the timeline's close entry reads as the reason and the closer's words, in the reader's language, not as stored data", async () => {
      const id = await seedQuestion(server, people.asker);
      expect((await close(people.moderator, { id, close_type: 59, close_msg: 'Asked twice this week.' })).status).toBe(
        200,
      );
      const closeComment = async (language: string) => {
        const response = await server.request(`${API}/activity/timeline?object_id=${id}`, {
          ...people.newcomer.as,
          language,
        });
        return response.body.data.timeline.find((item: { activity_type: string }) => item.activity_type === 'closed')
          .comment;
      };
      expect(await closeComment('en_US')).toBe(`${en['reason.something.name']}: Asked twice this week.`);
      expect(await closeComment('zh_CN')).toBe(`${zh['reason.something.name']}：Asked twice this week.`);
    });

    it('the asker, however reputable, may not close; nothing changes', async () => {
      const id = await seedQuestion(server, people.veteran);
      const response = await close(people.veteran, { id, close_type: 63 });
      expect(response.status).toBe(403);
      expect((await questionRow(server, id)).status).toBe(status.normal);
      expect(await activityTypes(server, id)).toEqual([]);
    });

    it('refuses a missing reason, a reason that is not a close reason and empty content where the reason needs it', async () => {
      const id = await seedQuestion(server, people.asker);
      const missing = await close(people.admin, { id });
      expect(missing.status).toBe(400);
      expect(missing.body.data).toEqual([{ error_field: 'close_type', error_msg: 'Please select a reason.' }]);
      const flagReason = await close(people.admin, { id, close_type: 57 });
      expect(flagReason.body.data).toEqual([{ error_field: 'close_type', error_msg: 'Please select a reason.' }]);
      const empty = await close(people.admin, { id, close_type: 59, close_msg: '  ' });
      expect(empty.body.data).toEqual([{ error_field: 'close_msg', error_msg: 'Cannot be empty.' }]);
      expect((await questionRow(server, id)).status).toBe(status.normal);
    });

    it('a duplicate needs a link to another question of this site, and links it', async () => {
      const original = await seedQuestion(server, people.answerer);
      const id = await seedQuestion(server, people.asker);
      const messages = async (close_msg: string) =>
        (await close(people.admin, { id, close_type: 60, close_msg })).body.data?.[0]?.error_msg;
      expect(await messages('not a link')).toBe('URL format is incorrect.');
      expect(await messages(`https://elsewhere.example.org/answer/questions/${original}`)).toBe(
        'URL origin does not match the current website.',
      );
      expect(await messages(`${server.baseUrl}/answer/questions/${id}`)).toBe(
        'A question cannot be a duplicate of itself.',
      );
      expect(await messages(`${server.baseUrl}/answer/questions/10010009999999999`)).toBe(
        'The linked question does not exist.',
      );
      expect((await questionRow(server, id)).status).toBe(status.normal);

      const link = `${server.baseUrl}/answer/questions/${original}/some-title`;
      expect((await close(people.admin, { id, close_type: 60, close_msg: link })).status).toBe(200);
      const links = await server.database.db
        .selectFrom('question_link')
        .selectAll()
        .where('from_question_id', '=', id)
        .execute();
      expect(links.map((row) => String(row.to_question_id))).toEqual([original]);
      expect((await questionRow(server, original)).linked_count).toBe(1);
    });

    it("a duplicate's banner names the original question by its title, until the original is deleted", async () => {
      const original = await seedQuestion(server, people.answerer);
      const id = await seedQuestion(server, people.asker);
      const link = `${server.baseUrl}/answer/questions/${original}/some-title`;
      expect((await close(people.admin, { id, close_type: 60, close_msg: link })).status).toBe(200);
      const banner = async () =>
        (await server.request(`${API}/question/info?id=${id}`, people.newcomer.as)).body.data.operation;
      expect(await banner()).toMatchObject({
        msg: link,
        duplicate_of: { id: original, title: (await questionRow(server, original)).title },
      });
      await server.database.db
        .updateTable('question')
        .set({ status: status.deleted })
        .where('id', '=', original)
        .execute();
      expect(await banner()).not.toHaveProperty('duplicate_of');
    });

    it('reopening an open question is refused and changes nothing', async () => {
      const id = await seedQuestion(server, people.asker);
      const before = await questionRow(server, id);
      const response = await call('PUT', `${API}/question/reopen`, people.admin, { question_id: id });
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({
        reason: 'error.question.cannot_reopen',
        msg: 'Only a closed question can be reopened.',
      });
      expect(await questionRow(server, id)).toEqual(before);
      expect(await activityTypes(server, id)).toEqual([]);
      const zh = await call('PUT', `${API}/question/reopen`, people.admin, { question_id: id }, 'zh_CN');
      expect(zh.body.msg).toBe('只有已关闭的问题才能重新打开。');
    });

    it('a moderator reopens a closed question, which forgets its close reason; closing a closed one is refused', async () => {
      const id = await seedQuestion(server, people.asker);
      await close(people.admin, { id, close_type: 64 });
      expect((await close(people.moderator, { id, close_type: 64 })).body.reason).toBe('error.question.cannot_close');
      expect((await call('PUT', `${API}/question/reopen`, people.asker, { question_id: id })).status).toBe(403);
      expect((await call('PUT', `${API}/question/reopen`, people.moderator, { question_id: id })).status).toBe(200);
      expect((await questionRow(server, id)).status).toBe(status.normal);
      const meta = await server.database.db.selectFrom('meta').select('id').where('object_id', '=', id).execute();
      expect(meta).toEqual([]);
      expect(await activityTypes(server, id)).toEqual(['closed', 'reopened']);
    });

    it('an unknown question is 404', async () => {
      const response = await call('PUT', `${API}/question/reopen`, people.admin, { question_id: '10010009999999998' });
      expect(response.status).toBe(404);
      expect(response.body.reason).toBe('error.question.not_found');
    });
  });

  describe('pin and list', () => {
    it('pins and unpins; a pinned question cannot be unlisted', async () => {
      const id = await seedQuestion(server, people.asker);
      expect((await operate(people.moderator, id, 'pin')).status).toBe(200);
      expect((await questionRow(server, id)).pin).toBe(pin.pinned);
      const hide = await operate(people.moderator, id, 'hide');
      expect(hide.status).toBe(400);
      expect(hide.body.reason).toBe('error.question.cannot_operate');
      expect((await questionRow(server, id)).show).toBe(show.listed);
      expect((await operate(people.moderator, id, 'unpin')).status).toBe(200);
      expect(await activityTypes(server, id)).toEqual(['pin', 'unpin']);
    });

    it('unlisting hides the tag relations and uncounts them; an unlisted question cannot be pinned; listing restores', async () => {
      const id = await seedQuestion(server, people.asker, ['lifecycle-unlist']);
      expect(await tagCount(server, 'lifecycle-unlist')).toBe(1);
      expect((await operate(people.admin, id, 'hide')).status).toBe(200);
      expect((await questionRow(server, id)).show).toBe(show.unlisted);
      expect(await tagCount(server, 'lifecycle-unlist')).toBe(0);
      const rel = await server.database.db
        .selectFrom('tag_rel')
        .select('status')
        .where('object_id', '=', id)
        .executeTakeFirstOrThrow();
      expect(rel.status).toBe(constants.tag_rel_status.hidden);
      expect((await operate(people.admin, id, 'pin')).body.reason).toBe('error.question.cannot_operate');
      expect((await operate(people.admin, id, 'hide')).status).toBe(400);
      expect((await operate(people.admin, id, 'show')).status).toBe(200);
      expect(await tagCount(server, 'lifecycle-unlist')).toBe(1);
      expect(await activityTypes(server, id)).toEqual(['hide', 'show']);
    });

    it('members, even the asker, may not pin or unlist', async () => {
      const id = await seedQuestion(server, people.asker);
      expect((await operate(people.asker, id, 'pin')).status).toBe(403);
      expect((await operate(people.veteran, id, 'hide')).status).toBe(403);
      expect(await questionRow(server, id)).toMatchObject({ pin: pin.unpinned, show: show.listed });
    });
  });

  describe('deleting and undeleting questions', () => {
    const remove = (who: Member, id: string) => call('DELETE', `${API}/question`, who, { id });
    const recover = (who: Member, id: string) => call('POST', `${API}/question/recover`, who, { question_id: id });

    it('the owner deletes an unanswered question; its tags lose it; staff restore it and the tags count it again', async () => {
      const id = await seedQuestion(server, people.asker, ['lifecycle-delete']);
      expect((await remove(people.asker, id)).status).toBe(200);
      expect((await questionRow(server, id)).status).toBe(status.deleted);
      expect(await tagCount(server, 'lifecycle-delete')).toBe(0);
      const again = await remove(people.asker, id);
      expect(again.status).toBe(400);
      expect(again.body.reason).toBe('error.question.already_deleted');
      expect((await recover(people.asker, id)).status).toBe(403);
      expect((await recover(people.moderator, id)).status).toBe(200);
      expect((await questionRow(server, id)).status).toBe(status.normal);
      expect(await tagCount(server, 'lifecycle-delete')).toBe(1);
      expect(await activityTypes(server, id)).toEqual(['deleted', 'undeleted']);
    });

    it('a deleted question opened by staff carries the deleted notice at level danger, in their language', async () => {
      const id = await seedQuestion(server, people.asker);
      const info = (who: Member, language = 'en_US') =>
        call('GET', `${API}/question/info?id=${id}`, who, undefined, language);
      expect((await info(people.asker)).body.data.operation).toBeNull();
      expect((await remove(people.asker, id)).status).toBe(200);
      const deletedAt = Number((await questionRow(server, id)).updated_at);
      expect((await info(people.asker)).status).toBe(404);
      expect((await info(people.moderator)).body.data.operation).toEqual({
        type: 'deleted',
        description: '',
        msg: en['post_status.deleted_notice'],
        time: deletedAt,
        level: 'danger',
      });
      expect((await info(people.admin, 'zh_CN')).body.data.operation).toMatchObject({
        msg: zh['post_status.deleted_notice'],
        level: 'danger',
      });
    });

    it('the owner may delete with one answer that has no upvotes', async () => {
      const id = await seedQuestion(server, people.asker);
      await seedAnswer(server, id, people.answerer, { votes: 0 });
      expect((await remove(people.asker, id)).status).toBe(200);
    });

    it.each([
      [
        'two answers',
        async (id: string) => [
          await seedAnswer(server, id, people.answerer),
          await seedAnswer(server, id, people.veteran),
        ],
      ],
      ['an upvoted answer', async (id: string) => [await seedAnswer(server, id, people.answerer, { votes: 1 })]],
      ['an accepted answer', async (id: string) => [await seedAnswer(server, id, people.answerer, { accepted: true })]],
    ])('the owner may not delete a question with %s, a moderator may', async (_case, answer) => {
      const id = await seedQuestion(server, people.asker);
      await answer(id);
      const refused = await remove(people.asker, id);
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ reason: 'error.question.cannot_deleted', data: { err_type: 'toast' } });
      expect((await questionRow(server, id)).status).toBe(status.normal);
      expect((await remove(people.moderator, id)).status).toBe(200);
    });

    it("another member may not delete someone's question", async () => {
      const id = await seedQuestion(server, people.asker);
      expect((await remove(people.veteran, id)).status).toBe(403);
      expect((await questionRow(server, id)).status).toBe(status.normal);
    });

    it('recovering a question that is not deleted is refused', async () => {
      const id = await seedQuestion(server, people.asker);
      const response = await recover(people.admin, id);
      expect(response.status).toBe(400);
      expect(response.body.reason).toBe('error.question.cannot_recover');
    });
  });

  describe('deleting and undeleting answers', () => {
    const remove = (who: Member, id: string) => call('DELETE', `${API}/answer`, who, { id });

    it('the owner deletes an answer without votes; the question counts one answer fewer; staff restore it', async () => {
      const questionId = await seedQuestion(server, people.asker);
      const id = await seedAnswer(server, questionId, people.answerer);
      expect((await remove(people.answerer, id)).status).toBe(200);
      expect((await answerRow(server, id)).status).toBe(status.deleted);
      expect((await questionRow(server, questionId)).answer_count).toBe(0);
      expect((await remove(people.answerer, id)).body.reason).toBe('error.answer.already_deleted');
      expect((await call('POST', `${API}/answer/recover`, people.answerer, { answer_id: id })).status).toBe(403);
      expect((await call('POST', `${API}/answer/recover`, people.moderator, { answer_id: id })).status).toBe(200);
      expect((await questionRow(server, questionId)).answer_count).toBe(1);
      expect(await activityTypes(server, id)).toEqual(['deleted', 'undeleted']);
    });

    it('the owner may not delete an upvoted or accepted answer; an admin deleting the accepted one clears the acceptance', async () => {
      const questionId = await seedQuestion(server, people.asker);
      const upvoted = await seedAnswer(server, questionId, people.answerer, { votes: 2 });
      const accepted = await seedAnswer(server, questionId, people.veteran, { accepted: true });
      expect((await remove(people.answerer, upvoted)).body.reason).toBe('error.answer.cannot_deleted');
      expect((await remove(people.veteran, accepted)).body.reason).toBe('error.answer.cannot_deleted');
      expect((await remove(people.asker, upvoted)).status).toBe(403);
      expect((await remove(people.admin, accepted)).status).toBe(200);
      const question = await questionRow(server, questionId);
      expect(question).toMatchObject({ accepted_answer_id: '0', answer_count: 1 });
      expect((await answerRow(server, accepted)).accepted).toBe(constants.answer_accepted.no);
    });
  });

  describe('admin calls', () => {
    it('moves a question one step at a time and refuses a move to where it is', async () => {
      const id = await seedQuestion(server, people.asker);
      const set = (value: string, who: Member = people.admin) =>
        call('PUT', `${ADMIN_API}/question/status`, who, { question_id: id, status: value });
      expect((await set('closed', people.moderator)).status).toBe(403);
      expect((await set('available')).body.reason).toBe('error.question.cannot_update_status');
      expect((await set('closed')).status).toBe(200);
      expect((await set('deleted')).status).toBe(200);
      expect((await set('closed')).body.reason).toBe('error.question.cannot_update_status');
      expect((await set('available')).status).toBe(200);
      expect((await questionRow(server, id)).status).toBe(status.normal);
      expect(await activityTypes(server, id)).toEqual(['closed', 'deleted', 'undeleted']);
    });

    it('sets an answer available or deleted', async () => {
      const questionId = await seedQuestion(server, people.asker);
      const id = await seedAnswer(server, questionId, people.answerer, { votes: 5 });
      const set = (value: string) =>
        call('PUT', `${ADMIN_API}/answer/status`, people.admin, { answer_id: id, status: value });
      expect((await set('available')).status).toBe(400);
      expect((await set('deleted')).status).toBe(200);
      expect((await questionRow(server, questionId)).answer_count).toBe(0);
      expect((await set('available')).status).toBe(200);
      expect((await answerRow(server, id)).status).toBe(status.normal);
    });

    it('features and unfeatures a live question; not a deleted one', async () => {
      const id = await seedQuestion(server, people.asker);
      const feature = (featured: boolean) =>
        call('PUT', `${ADMIN_API}/question/featured`, people.admin, { question_id: id, featured });
      expect((await feature(true)).status).toBe(200);
      expect((await questionRow(server, id)).featured).toBe(1);
      expect((await feature(true)).status).toBe(400);
      expect((await feature(false)).status).toBe(200);
      await call('DELETE', `${API}/question`, people.admin, { id });
      expect((await feature(true)).body.reason).toBe('error.question.cannot_operate');
      expect((await questionRow(server, id)).featured).toBe(0);
    });
  });

  describe('reasons', () => {
    it('lists the close reasons in order, translated, with what each needs', async () => {
      const response = await server.request(`${API}/reasons?object_type=question&action=close`);
      expect(response.status).toBe(200);
      expect(response.body.data.map((reason: { reason_type: number }) => reason.reason_type)).toEqual([60, 63, 64, 59]);
      expect(response.body.data[0]).toEqual({
        reason_key: 'reason.a_duplicate',
        reason_type: 60,
        name: 'a duplicate',
        description: 'This has been asked before and already has an answer.',
        content_type: 'text',
        placeholder: 'Enter the link of the existing question',
        have_content: true,
      });
      const zh = await server.request(`${API}/reasons?object_type=answer&action=flag`, { language: 'zh_CN' });
      expect(zh.body.data.map((reason: { name: string }) => reason.name)).toEqual([
        '垃圾信息',
        '粗鲁或辱骂',
        '其他原因',
        '不是回答',
      ]);
    });

    it('admin reasons are for admins; an unknown kind is refused by the schema', async () => {
      expect(
        (await call('GET', `${ADMIN_API}/reasons?object_type=question&action=status`, people.admin)).body.data,
      ).toHaveLength(3);
      expect(
        (await call('GET', `${ADMIN_API}/reasons?object_type=question&action=status`, people.moderator)).status,
      ).toBe(403);
      expect((await server.request(`${API}/reasons?object_type=tag&action=close`)).status).toBe(400);
      expect((await server.request(`${API}/reasons?object_type=user&action=close`)).body.data).toEqual([]);
    });
  });
});
