import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { constants } from '../../generated/constants.ts';
import en from '../../generated/messages/en_US.ts';
import { type Member, reputationOf, seedCommunity, seedMember } from './support/community.ts';
import { testEngines } from './support/databases.ts';
import { commentOn, flag, flagsOf } from './support/flags.ts';
import { activityTypes, answerRow, questionRow, seedAnswer, seedQuestion } from './support/lifecycle-posts.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

// The review queue (answer-api-facts §2.2, §4.4, §4.7): flagged posts for staff, suggested edits for
// those who may audit them, one item per page, and the counts per queue.

const API = constants.api_prefix;
const { report_status: reportStatus, post_status: postStatus, revision_status: revisionStatus } = constants;

describe.each(testEngines())('the review queue on $name', (engine) => {
  let server: TestServer;
  let people: Awaited<ReturnType<typeof seedCommunity>>;

  const call = (who: Member, method: string, path: string, json?: unknown) =>
    server.request(`${API}${path}`, { method, json, ...who.as });
  const review = (who: Member, json: Record<string, unknown>) => call(who, 'PUT', '/report/review', json);
  const queues = async (who: Member) => (await call(who, 'GET', '/reviewing/type')).body.data;
  const todo = async (who: Member, name: string) =>
    (await queues(who)).find((queue: { name: string }) => queue.name === name)?.todo_amount;
  const flagId = async (objectId: string) => String((await flagsOf(server, objectId))[0]!.id);

  beforeAll(async () => {
    server = await startTestServer(engine);
    people = await seedCommunity(server);
  });
  afterAll(async () => server?.close());

  describe('flagged posts', () => {
    it('staff see each flagged post once, oldest first, with the flag, the post and the people', async () => {
      const before = await todo(people.moderator, 'flagged_post');
      const question = await seedQuestion(server, people.asker, ['review-shape']);
      const answer = await seedAnswer(server, question, people.answerer);
      await flag(server, people.newcomer, { object_id: answer, report_type: 59, content: 'Copied from a blog.' });
      await flag(server, people.asker, { object_id: answer, report_type: 57 });
      expect(await todo(people.moderator, 'flagged_post')).toBe(before + 1);
      expect(await todo(people.admin, 'flagged_post')).toBe(before + 1);
      // the header's count: every queue the moderator may work, in the notification status
      const waiting = (await queues(people.moderator)).reduce(
        (sum: number, queue: { todo_amount: number }) => sum + queue.todo_amount,
        0,
      );
      const status = await server.request(`${constants.api_prefix}/notification/status`, people.moderator.as);
      expect(status.body.data).toMatchObject({ revision: waiting, can_revision: true });

      const page = await call(people.moderator, 'GET', `/report/unreviewed/post?page=${before + 1}`);
      expect(page.status).toBe(200);
      expect(page.body.data.count).toBe(before + 1);
      expect(page.body.data.list).toHaveLength(1);
      const [item] = page.body.data.list;
      expect(item).toMatchObject({
        flag_id: await flagId(answer),
        object_id: answer,
        question_id: question,
        answer_id: answer,
        comment_id: '',
        object_type: 'answer',
        title: `Question ${question}`,
        original_text: 'This.',
        parsed_text: '<p>This.</p>',
        answer_count: 1,
        answer_accepted: false,
        tags: [{ slug_name: 'review-shape' }],
        object_status: postStatus.normal,
        object_show_status: constants.post_show.listed,
        author_user_info: { id: people.answerer.id, username: people.answerer.username },
        submitter_user: { id: people.newcomer.id, username: people.newcomer.username },
        reason: { reason_type: 59, name: en['reason.something.name'], content_type: 'textarea' },
        reason_content: 'Copied from a blog.',
      });
      const beyond = await call(people.moderator, 'GET', `/report/unreviewed/post?page=${before + 2}`);
      expect(beyond.body.data).toEqual({ count: before + 1, list: [] });
    });

    it('members, however reputable, neither see nor work the flag queue', async () => {
      const question = await seedQuestion(server, people.asker);
      await flag(server, people.newcomer, { object_id: question, report_type: 57 });
      expect((await queues(people.newcomer)).map((queue: { name: string }) => queue.name)).toEqual([]);
      expect((await queues(people.veteran)).map((queue: { name: string }) => queue.name)).toEqual([
        'suggested_post_edit',
      ]);
      expect((await call(people.veteran, 'GET', '/report/unreviewed/post')).status).toBe(403);
      const refused = await review(people.veteran, { flag_id: await flagId(question), operation_type: 'delete_post' });
      expect(refused.status).toBe(403);
      expect((await questionRow(server, question)).status).toBe(postStatus.normal);
      expect((await flagsOf(server, question))[0]!.status).toBe(reportStatus.pending);
    });

    it('deleting the post resolves every pending flag on it, by the reviewer, in one go', async () => {
      const question = await seedQuestion(server, people.asker);
      const answer = await seedAnswer(server, question, people.answerer);
      await flag(server, people.newcomer, { object_id: answer, report_type: 57 });
      await flag(server, people.asker, { object_id: answer, report_type: 61 });
      const before = await todo(people.moderator, 'flagged_post');
      const response = await review(people.moderator, { flag_id: await flagId(answer), operation_type: 'delete_post' });
      expect(response.status).toBe(200);
      expect((await answerRow(server, answer)).status).toBe(postStatus.deleted);
      expect((await questionRow(server, question)).answer_count).toBe(0);
      expect(await activityTypes(server, answer)).toEqual(['deleted']);
      const flags = await flagsOf(server, answer);
      expect(flags.map((row) => row.status)).toEqual([reportStatus.resolved, reportStatus.resolved]);
      expect(flags.map((row) => String(row.reviewed_by))).toEqual([people.moderator.id, people.moderator.id]);
      expect(await todo(people.moderator, 'flagged_post')).toBe(before - 1);
      const again = await review(people.admin, { flag_id: String(flags[1]!.id), operation_type: 'ignore_report' });
      expect(again.status).toBe(400);
      expect(again.body.reason).toBe('error.report.handled');
    });

    it('a change the post cannot take leaves every flag pending (the flags and the change are one transaction)', async () => {
      const question = await seedQuestion(server, people.asker);
      await flag(server, people.newcomer, { object_id: question, report_type: 57 });
      await flag(server, people.answerer, { object_id: question, report_type: 58 });
      await call(people.admin, 'DELETE', '/question', { id: question });
      const response = await review(people.moderator, {
        flag_id: await flagId(question),
        operation_type: 'delete_post',
      });
      expect(response.status).toBe(400);
      expect(response.body.reason).toBe('error.question.already_deleted');
      expect((await flagsOf(server, question)).map((row) => row.status)).toEqual([
        reportStatus.pending,
        reportStatus.pending,
      ]);
    });

    it('ignoring the flag leaves the post as it was and marks its flags ignored', async () => {
      const question = await seedQuestion(server, people.asker);
      await flag(server, people.newcomer, { object_id: question, report_type: 57 });
      expect(
        (await review(people.admin, { flag_id: await flagId(question), operation_type: 'ignore_report' })).status,
      ).toBe(200);
      expect((await questionRow(server, question)).status).toBe(postStatus.normal);
      expect((await flagsOf(server, question))[0]!.status).toBe(reportStatus.ignored);
    });

    it('closing needs a close reason and applies to questions; unlisting hides the question', async () => {
      const question = await seedQuestion(server, people.asker);
      const answer = await seedAnswer(server, question, people.answerer);
      await flag(server, people.newcomer, { object_id: question, report_type: 57 });
      await flag(server, people.newcomer, { object_id: answer, report_type: 57 });
      const onAnswer = await review(people.moderator, {
        flag_id: await flagId(answer),
        operation_type: 'close_post',
        close_type: 63,
      });
      expect(onAnswer.status).toBe(400);
      expect(onAnswer.body.msg).toBe(en['error.review.not_for_kind']);
      const noReason = await review(people.moderator, {
        flag_id: await flagId(question),
        operation_type: 'close_post',
      });
      expect(noReason.body.data).toEqual([
        { error_field: 'close_type', error_msg: en['validation.report.reason_required'] },
      ]);
      const closed = await review(people.moderator, {
        flag_id: await flagId(question),
        operation_type: 'close_post',
        close_type: 63,
      });
      expect(closed.status).toBe(200);
      expect((await questionRow(server, question)).status).toBe(postStatus.closed);

      const other = await seedQuestion(server, people.asker);
      await flag(server, people.newcomer, { object_id: other, report_type: 58 });
      expect(
        (await review(people.moderator, { flag_id: await flagId(other), operation_type: 'unlist_post' })).status,
      ).toBe(200);
      expect((await questionRow(server, other)).show).toBe(constants.post_show.unlisted);
      expect((await flagsOf(server, other))[0]!.status).toBe(reportStatus.resolved);
    });

    it("editing the flagged post applies the reviewer's text with a revision; a comment's text changes too", async () => {
      const question = await seedQuestion(server, people.asker);
      const answer = await seedAnswer(server, question, people.answerer);
      await flag(server, people.newcomer, { object_id: answer, report_type: 57 });
      const empty = await review(people.moderator, { flag_id: await flagId(answer), operation_type: 'edit_post' });
      expect(empty.body.data).toEqual([{ error_field: 'content', error_msg: en['error.review.content_required'] }]);
      const edited = await review(people.moderator, {
        flag_id: await flagId(answer),
        operation_type: 'edit_post',
        content: 'A cleaned-up answer.',
      });
      expect(edited.status).toBe(200);
      expect(await answerRow(server, answer)).toMatchObject({
        original_text: 'A cleaned-up answer.',
        parsed_text: '<p>A cleaned-up answer.</p>\n',
        last_edit_user_id: people.moderator.id,
      });
      expect(await activityTypes(server, answer)).toEqual(['edited']);

      const comment = await commentOn(server, people.answerer, question);
      await flag(server, people.newcomer, { object_id: comment, report_type: 62 });
      expect(
        (
          await review(people.moderator, {
            flag_id: await flagId(comment),
            operation_type: 'edit_post',
            content: 'Kinder.',
          })
        ).status,
      ).toBe(200);
      const row = await server.database.db
        .selectFrom('comment')
        .select('original_text')
        .where('id', '=', comment)
        .executeTakeFirstOrThrow();
      expect(row.original_text).toBe('Kinder.');
    });

    it('a flagged comment is deleted from the queue', async () => {
      const question = await seedQuestion(server, people.asker);
      const comment = await commentOn(server, people.answerer, question);
      await flag(server, people.newcomer, { object_id: comment, report_type: 57 });
      const page = await call(people.moderator, 'GET', '/report/unreviewed/post?page=1');
      expect(page.status).toBe(200);
      expect(
        (await review(people.moderator, { flag_id: await flagId(comment), operation_type: 'delete_post' })).status,
      ).toBe(200);
      const row = await server.database.db
        .selectFrom('comment')
        .select('status')
        .where('id', '=', comment)
        .executeTakeFirstOrThrow();
      expect(row.status).toBe(postStatus.deleted);
    });
  });

  describe('suggested edits', () => {
    /** asker (200 reputation) may edit others' posts but only for review (answer-api-facts §4.2 level 2). */
    const suggestAnswerEdit = async (answer: string, content: string) => {
      const response = await call(people.asker, 'PUT', '/answer', { id: answer, content, edit_summary: 'clearer' });
      expect(response.body.data).toEqual({ wait_for_review: true });
    };
    const pendingRevision = async (objectId: string) =>
      server.database.db
        .selectFrom('revision')
        .selectAll()
        .where('object_id', '=', objectId)
        .where('status', '=', revisionStatus.unreviewed)
        .executeTakeFirstOrThrow();

    it('those who may audit see the edit beside the post; approving applies it, pays the editor and lifts the lock', async () => {
      const question = await seedQuestion(server, people.answerer);
      const answer = await seedAnswer(server, question, people.answerer);
      await suggestAnswerEdit(answer, 'A much clearer answer.');
      const revision = await pendingRevision(answer);
      const locked = await call(people.veteran, 'GET', `/revisions/edit/check?id=${answer}`);
      expect(locked.body.reason).toBe('error.revision.review_underway');

      expect(await todo(people.newcomer, 'suggested_post_edit')).toBeUndefined();
      const count = await todo(people.veteran, 'suggested_post_edit');
      expect(count).toBeGreaterThanOrEqual(1);
      const page = await call(people.veteran, 'GET', `/revisions/unreviewed?page=${count}`);
      expect(page.body.data.count).toBe(count);
      expect(page.body.data.list[0]).toMatchObject({
        type: 'answer',
        info: {
          object_id: answer,
          question_id: question,
          content: 'This.',
          author_user_info: { id: people.answerer.id },
        },
        unreviewed_info: {
          id: revision.id,
          use_id: people.asker.id,
          content: { original_text: 'A much clearer answer.', html: '<p>A much clearer answer.</p>\n' },
          status: revisionStatus.unreviewed,
          reason: 'clearer',
        },
      });
      expect((await call(people.newcomer, 'GET', '/revisions/unreviewed')).body.data).toEqual({ count: 0, list: [] });
      const refused = await call(people.newcomer, 'PUT', '/revisions/audit', { id: revision.id, operation: 'approve' });
      expect(refused.status).toBe(403);
      expect((await answerRow(server, answer)).original_text).toBe('This.');

      const rankBefore = await reputationOf(server, people.asker);
      const approved = await call(people.veteran, 'PUT', '/revisions/audit', { id: revision.id, operation: 'approve' });
      expect(approved.status).toBe(200);
      expect(await answerRow(server, answer)).toMatchObject({
        original_text: 'A much clearer answer.',
        last_edit_user_id: people.asker.id,
      });
      expect(await reputationOf(server, people.asker)).toBe(rankBefore + constants.reputation.changes['edit.accepted']);
      expect(await todo(people.veteran, 'suggested_post_edit')).toBe(count - 1);
      expect((await call(people.veteran, 'GET', `/revisions/edit/check?id=${answer}`)).status).toBe(200);
      const twice = await call(people.moderator, 'PUT', '/revisions/audit', { id: revision.id, operation: 'reject' });
      expect(twice.status).toBe(400);
      expect(twice.body.reason).toBe('error.revision.already_reviewed');
    });

    it('rejecting leaves the post as it was, pays nothing and lifts the lock', async () => {
      const question = await seedQuestion(server, people.answerer);
      const answer = await seedAnswer(server, question, people.answerer);
      await suggestAnswerEdit(answer, 'A worse answer, really.');
      const revision = await pendingRevision(answer);
      const rankBefore = await reputationOf(server, people.asker);
      expect(
        (await call(people.moderator, 'PUT', '/revisions/audit', { id: revision.id, operation: 'reject' })).status,
      ).toBe(200);
      expect((await answerRow(server, answer)).original_text).toBe('This.');
      expect(await reputationOf(server, people.asker)).toBe(rankBefore);
      expect((await call(people.moderator, 'GET', `/revisions/edit/check?id=${answer}`)).status).toBe(200);
    });

    it("a question's suggested title and tags are applied on approval", async () => {
      const question = await seedQuestion(server, people.answerer, ['old-tag', 'new-tag']);
      const suggested = await call(people.asker, 'PUT', '/question', {
        id: question,
        title: 'A clearer title for this question',
        content: 'What happens next, exactly?',
        tags: [{ slug_name: 'new-tag' }],
      });
      expect(suggested.body.data.wait_for_review).toBe(true);
      const revision = await pendingRevision(question);
      expect(
        (await call(people.admin, 'PUT', '/revisions/audit', { id: revision.id, operation: 'approve' })).status,
      ).toBe(200);
      const info = await call(people.newcomer, 'GET', `/question/info?id=${question}`);
      expect(info.body.data).toMatchObject({
        title: 'A clearer title for this question',
        content: 'What happens next, exactly?',
        tags: [{ slug_name: 'new-tag' }],
      });
      expect(info.body.data.tags).toHaveLength(1);
    });

    it('tag edits wait for those holding tag.audit', async () => {
      await seedQuestion(server, people.answerer, ['tag-to-edit']);
      const tag = await server.database.db
        .selectFrom('tag')
        .select('id')
        .where('slug_name', '=', 'tag-to-edit')
        .executeTakeFirstOrThrow();
      const suggested = await call(people.asker, 'PUT', '/tag', {
        tag_id: String(tag.id),
        slug_name: 'tag-to-edit',
        display_name: 'Tag To Edit',
        original_text: 'What this tag is about.',
      });
      expect(suggested.body.data).toEqual({ wait_for_review: true });
      const revision = await pendingRevision(String(tag.id));
      // 1000 reputation audits posts but not tags (tag.audit needs 2500 at level 2)
      const auditor = await seedMember(server, { username: 'auditor-al', rank: 1000 });
      const refused = await call(auditor, 'PUT', '/revisions/audit', { id: revision.id, operation: 'approve' });
      expect(refused.status).toBe(403);
      expect(
        (await call(people.veteran, 'PUT', '/revisions/audit', { id: revision.id, operation: 'approve' })).status,
      ).toBe(200);
      const row = await server.database.db
        .selectFrom('tag')
        .select(['display_name', 'original_text'])
        .where('id', '=', tag.id)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ display_name: 'Tag To Edit', original_text: 'What this tag is about.' });
    });
  });
});
