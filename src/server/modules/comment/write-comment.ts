import { sql, type Kysely } from 'kysely';
import type { BodyOf, DataOf } from '../../../../generated/operations.ts';
import { constants } from '../../../../generated/constants.ts';
import { nextObjectId } from '../../db/object-id.ts';
import type { Database } from '../../db/schema.ts';
import { transactionWithRetry } from '../../db/retry-transaction.ts';
import { AppError } from '../../http/app-error.ts';
import type { HandlerContext } from '../../http/request-context.ts';
import { checkPower, isStaff, loadPrivilegeRanks } from '../../policies/privileges.ts';
import { renderMarkdown } from '../../render/markdown.ts';
import { recordActivity } from '../activity/record.ts';
import { notifyComment, notifyPostChanged } from '../notification/events.ts';
import { assertCaptcha, captchaUnit } from '../captcha/assert-captcha.ts';
import { assertNotDeleted, assertVisibleTo, loadPostTarget } from '../vote/post-target.ts';
import { linkMentions, resolveMentions } from './mentions.ts';
import { presentComments, type CommentRow } from './presenter.ts';
import { writingAbout } from '../../cache/write-subject.ts';

/** The comment's HTML and the ids of the people it mentions. */
async function renderComment(
  context: HandlerContext,
  text: string,
  mentions: string[] | undefined,
): Promise<{ html: string; mentionedIds: string[] }> {
  const mentioned = await resolveMentions(context.services.db, text, mentions);
  return { html: renderMarkdown(linkMentions(text, mentioned)), mentionedIds: [...mentioned.values()] };
}

/** The comment `id` unless it is deleted or unknown. */
export async function loadLiveComment(context: HandlerContext, id: string): Promise<CommentRow> {
  const comment = await context.services.db.selectFrom('comment').selectAll().where('id', '=', id).executeTakeFirst();
  if (!comment || comment.status === constants.post_status.deleted) throw AppError.notFound('error.comment.not_found');
  return comment;
}

/** POST comment: on a live question or answer (closed questions too), maybe replying to a comment there. */
export async function addComment(context: HandlerContext, body: BodyOf<'addComment'>): Promise<DataOf<'addComment'>> {
  const author = context.user;
  if (!author) throw AppError.unauthorized();
  const { db } = context.services;
  const target = await loadPostTarget(
    db,
    body.object_id,
    ['question', 'answer'],
    AppError.badRequest('error.comment.object_not_commentable', 'toast'),
  );
  assertNotDeleted(target);
  await assertVisibleTo(db, target, author);
  const replyId = body.reply_comment_id && body.reply_comment_id !== '0' ? body.reply_comment_id : null;
  const replied = replyId ? await loadLiveComment(context, replyId) : null;
  if (replied && String(replied.object_id) !== target.id) throw AppError.notFound('error.comment.not_found');
  await assertCaptcha(context, 'comment', body);
  const { html, mentionedIds } = await renderComment(context, body.original_text, body.mention_username_list);
  const now = Math.floor(Date.now() / 1000);
  const id = await writingAbout(target.questionId, () =>
    transactionWithRetry(db, async (trx) => {
      const commentId = await nextObjectId(trx, 'comment');
      await trx
        .insertInto('comment')
        .values({
          id: commentId,
          user_id: author.id,
          reply_user_id: replied?.user_id ?? null,
          reply_comment_id: replied?.id ?? null,
          object_id: target.id,
          question_id: target.questionId,
          status: constants.post_status.normal,
          original_text: body.original_text,
          parsed_text: html,
          created_at: now,
          updated_at: now,
        })
        .execute();
      if (target.kind === 'answer')
        await trx
          .updateTable('answer')
          .set({ comment_count: sql`comment_count + 1` })
          .where('id', '=', target.id)
          .execute();
      await recordActivity(
        trx,
        {
          objectId: target.id,
          questionId: target.questionId,
          userId: author.id,
          type: 'commented',
          // the timeline shows a comment as the thread does: its sanitized HTML (answer-api-facts: timeline)
          comment: html,
        },
        now,
      );
      await notifyComment(
        trx,
        {
          commentId,
          target: {
            kind: target.kind as 'question' | 'answer',
            id: target.id,
            questionId: target.questionId,
            userId: target.userId,
          },
          actorId: author.id,
          mentionedIds,
          replyUserId: replied ? String(replied.user_id) : null,
        },
        now,
      );
      return commentId;
    }),
  );
  await context.services.captcha.record('comment', captchaUnit(context));
  const [info] = await presentComments(context, [await loadLiveComment(context, id)]);
  return info!;
}

/**
 * May the caller change this comment: staff always, its author while the edit window
 * (timing.comment_edit_window_ms) lasts; anyone else never.
 */
async function assertMayEdit(context: HandlerContext, comment: CommentRow, nowMs: number): Promise<void> {
  const editor = context.user;
  if (!editor) throw AppError.unauthorized();
  if (isStaff(editor)) return;
  if (!checkPower(editor, 'comment.edit', await loadPrivilegeRanks(context), String(comment.user_id)).allowed) {
    throw AppError.forbidden('error.comment.edit_without_permission');
  }
  if (nowMs - Number(comment.created_at) * 1000 > constants.timing.comment_edit_window_ms) {
    throw AppError.badRequest('error.comment.cannot_edit_after_deadline', 'toast');
  }
}

/** PUT comment. */
export async function updateComment(
  context: HandlerContext,
  body: BodyOf<'updateComment'>,
): Promise<DataOf<'updateComment'>> {
  const comment = await loadLiveComment(context, body.comment_id);
  await assertMayEdit(context, comment, Date.now());
  await assertCaptcha(context, 'edit', body);
  const { html } = await renderComment(context, body.original_text, body.mention_username_list);
  await writingAbout(String(comment.question_id), () =>
    context.services.db
      .updateTable('comment')
      .set({ original_text: body.original_text, parsed_text: html, updated_at: Math.floor(Date.now() / 1000) })
      .where('id', '=', comment.id)
      .execute(),
  );
  await context.services.captcha.record('edit', captchaUnit(context));
  return { comment_id: String(comment.id), original_text: body.original_text, parsed_text: html };
}

/** DELETE comment: its author or staff; the comment is kept, marked deleted, and the answer's count follows. */
export async function deleteComment(context: HandlerContext, body: BodyOf<'deleteComment'>): Promise<void> {
  const actor = context.user;
  if (!actor) throw AppError.unauthorized();
  const comment = await loadLiveComment(context, body.comment_id);
  if (!checkPower(actor, 'comment.delete', await loadPrivilegeRanks(context), String(comment.user_id)).allowed) {
    throw AppError.forbidden('error.comment.delete_without_permission');
  }
  await assertCaptcha(context, 'delete', body);
  const now = Math.floor(Date.now() / 1000);
  await writingAbout(String(comment.question_id), () =>
    transactionWithRetry(context.services.db, (trx) => removeComment(trx, comment, actor.id, now)),
  );
  await context.services.captcha.record('delete', captchaUnit(context));
}

/** Deletes a comment inside the caller's transaction: its answer's comment count and the timeline follow. */
export async function removeComment(
  trx: Kysely<Database>,
  comment: CommentRow,
  actorId: string,
  now: number,
): Promise<void> {
  await trx
    .updateTable('comment')
    .set({ status: constants.post_status.deleted, updated_at: now })
    .where('id', '=', comment.id)
    .execute();
  const onAnswer = await trx.selectFrom('answer').select('id').where('id', '=', comment.object_id).executeTakeFirst();
  if (onAnswer)
    await trx
      .updateTable('answer')
      .set({ comment_count: sql`comment_count - 1` })
      .where('id', '=', onAnswer.id)
      .execute();
  await recordActivity(
    trx,
    { objectId: String(comment.id), questionId: String(comment.question_id), userId: actorId, type: 'deleted' },
    now,
  );
  await notifyPostChanged(
    trx,
    {
      action: 'your_comment_was_deleted',
      authorId: String(comment.user_id),
      actorId,
      objectId: String(comment.id),
      questionId: String(comment.question_id),
      answerId: onAnswer ? String(onAnswer.id) : undefined,
      commentId: String(comment.id),
    },
    now,
  );
}
