import type { BodyOf, DataOf } from '../../../../generated/operations.ts';
import { constants } from '../../../../generated/constants.ts';
import { transactionWithRetry } from '../../db/retry-transaction.ts';
import { nextObjectId } from '../../db/object-id.ts';
import { AppError } from '../../http/app-error.ts';
import type { HandlerContext } from '../../http/request-context.ts';
import { indexPost } from '../../plugins/search/database/index-post.ts';
import { renderMarkdown } from '../../render/markdown.ts';
import { loadSiteInfo } from '../../settings/site-settings.ts';
import { assertCaptcha, captchaUnit } from '../captcha/assert-captcha.ts';
import { refreshHotScore } from '../question/hot-score.ts';
import { writeRevision } from '../revision/write-revision.ts';
import { presentAnswers, presentQuestionSummary } from './presenter.ts';
import { findVisibleQuestion } from '../question/post-access.ts';
import { enqueuePost, newPostStatus } from '../review/post-queue.ts';
import { publishAnswer } from './publish-answer.ts';
import { writingAbout } from '../../cache/write-subject.ts';

/**
 * POST answer: a new answer on an open question, with its first revision, an `answered` timeline row
 * and the question's counters, in one transaction; or, from a member the write settings hold for review,
 * a pending answer in the queue (review/post-queue.ts). restrict_answer (default on) allows one standing
 * answer per person per question (answer-api-facts §4.3).
 */
export async function addAnswer(context: HandlerContext, body: BodyOf<'addAnswer'>): Promise<DataOf<'addAnswer'>> {
  const author = context.user;
  if (!author) throw AppError.unauthorized();
  const { db } = context.services;
  const question = await findVisibleQuestion(db, body.question_id, author);
  if (question.status !== constants.post_status.normal)
    throw AppError.badRequest('error.answer.question_closed_cannot_add', 'toast');
  const write = (await loadSiteInfo(context.services)).site_write;
  if (write.restrict_answer) {
    const mine = await db
      .selectFrom('answer')
      .select('id')
      .where('question_id', '=', question.id)
      .where('user_id', '=', author.id)
      .where('status', '!=', constants.post_status.deleted)
      .executeTakeFirst();
    if (mine) throw AppError.forbidden('error.answer.restrict_answer');
  }
  await assertCaptcha(context, 'answer', body);

  const now = Math.floor(Date.now() / 1000);
  const html = renderMarkdown(body.content);
  const status = newPostStatus(author, write);
  const answerId = await writingAbout(String(question.id), () =>
    transactionWithRetry(db, async (trx) => {
      const id = await nextObjectId(trx, 'answer');
      // the same snapshot an answer edit writes, so the timeline can diff the first version against later ones
      const revisionId = await writeRevision(trx, {
        userId: author.id,
        objectType: 'answer',
        objectId: id,
        snapshot: { title: '', tags: [], original_text: body.content },
        log: '',
        status: constants.revision_status.applied,
        now,
      });
      await trx
        .insertInto('answer')
        .values({
          id,
          question_id: question.id,
          user_id: author.id,
          original_text: body.content,
          parsed_text: html,
          status,
          revision_id: revisionId,
          created_at: now,
          updated_at: now,
        })
        .execute();
      await indexPost(trx, id);
      if (status === constants.post_status.normal) {
        const published = { id, userId: author.id, content: body.content, revisionId };
        const asked = { id: String(question.id), userId: String(question.user_id) };
        await publishAnswer(trx, { ...published, question: asked }, now);
      } else await enqueuePost(trx, { objectId: id, objectType: 'answer', userId: author.id }, now);
      // in the same commit: on SQLite each commit waits for the disk on the thread that answers every request
      await refreshHotScore(trx, String(question.id), now);
      return id;
    }),
  );
  await context.services.captcha.record('answer', captchaUnit(context));

  const answer = await db.selectFrom('answer').selectAll().where('id', '=', answerId).executeTakeFirstOrThrow();
  const updatedQuestion = await db
    .selectFrom('question')
    .selectAll()
    .where('id', '=', question.id)
    .executeTakeFirstOrThrow();
  const [info] = await presentAnswers(context, updatedQuestion, [answer]);
  return { info: info!, question: await presentQuestionSummary(context, updatedQuestion) };
}
