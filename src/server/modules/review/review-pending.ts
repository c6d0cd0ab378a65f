/**
 * PUT review/pending/post (answer-api-facts §4.6): staff approve a queued post, which is then published
 * as a new one would have been (listed tags, timeline, counters, notifications and mails, dated now), or
 * reject it, which deletes it. The decision and its effects are one transaction.
 */
import type { Kysely } from 'kysely';
import { constants } from '../../../../generated/constants.ts';
import type { BodyOf } from '../../../../generated/operations.ts';
import { transactionWithRetry } from '../../db/retry-transaction.ts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import type { HandlerContext } from '../../http/request-context.ts';
import { publishAnswer } from '../answer/publish-answer.ts';
import { moveTagRelations, relationStatusFor } from '../post-status/tag-relations.ts';
import { refreshHotScore } from '../question/hot-score.ts';
import { publishQuestion } from '../question/publish-question.ts';
import type { PostReviewRow } from './post-queue.ts';

type Body = BodyOf<'reviewPendingPost'>;

const { post_status: postStatus, post_review_status: reviewStatus } = constants;
const handled = () => AppError.badRequest('error.review.pending_handled', 'toast');

/** The queued question, still pending; approving dates it now so lists and the digest see a new question. */
async function decideQuestion(trx: Kysely<Database>, review: PostReviewRow, approve: boolean, now: number) {
  const id = String(review.object_id);
  const question = await trx.selectFrom('question').selectAll().where('id', '=', id).executeTakeFirst();
  if (!question || question.status !== postStatus.pending) throw handled();
  if (!approve) {
    await trx
      .updateTable('question')
      .set({ status: postStatus.deleted, updated_at: now })
      .where('id', '=', id)
      .execute();
    await moveTagRelations(trx, id, constants.tag_rel_status.deleted);
    return;
  }
  await trx
    .updateTable('question')
    .set({ status: postStatus.normal, created_at: now, updated_at: now, post_update_time: now })
    .where('id', '=', id)
    .execute();
  await moveTagRelations(trx, id, relationStatusFor(question.show));
  const published = { id, userId: String(question.user_id), content: question.original_text };
  await publishQuestion(trx, { ...published, revisionId: String(question.revision_id) }, now);
  await refreshHotScore(trx, id, now);
}

async function decideAnswer(trx: Kysely<Database>, review: PostReviewRow, approve: boolean, now: number) {
  const id = String(review.object_id);
  const answer = await trx.selectFrom('answer').selectAll().where('id', '=', id).executeTakeFirst();
  if (!answer || answer.status !== postStatus.pending) throw handled();
  const status = approve ? postStatus.normal : postStatus.deleted;
  const dated = approve ? { created_at: now } : {};
  await trx
    .updateTable('answer')
    .set({ status, updated_at: now, ...dated })
    .where('id', '=', id)
    .execute();
  if (!approve) return;
  const question = await trx
    .selectFrom('question')
    .select(['id', 'user_id'])
    .where('id', '=', answer.question_id)
    .executeTakeFirstOrThrow();
  await publishAnswer(
    trx,
    {
      id,
      userId: String(answer.user_id),
      content: answer.original_text,
      revisionId: String(answer.revision_id),
      question: { id: question.id, userId: String(question.user_id) },
    },
    now,
  );
  await refreshHotScore(trx, question.id, now);
}

export async function reviewPendingPost(context: HandlerContext, body: Body): Promise<null> {
  const reviewer = context.user;
  if (!reviewer) throw AppError.unauthorized();
  const approve = body.status === 'approve';
  const now = Math.floor(Date.now() / 1000);
  await transactionWithRetry(context.services.db, async (trx) => {
    const review = await trx.selectFrom('post_review').selectAll().where('id', '=', body.review_id).executeTakeFirst();
    if (!review) throw AppError.badRequest('error.review.pending_not_found', 'toast');
    // the claim: of two reviewers deciding at once, the second finds the row decided
    const claimed = await trx
      .updateTable('post_review')
      .set({
        status: approve ? reviewStatus.approved : reviewStatus.rejected,
        reviewed_by: reviewer.id,
        reviewed_at: now,
      })
      .where('id', '=', review.id)
      .where('status', '=', reviewStatus.pending)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) === 0) throw handled();
    if (review.object_type === 'answer') await decideAnswer(trx, review, approve, now);
    else await decideQuestion(trx, review, approve, now);
  });
  return null;
}
