/**
 * PUT report/review (answer-api-facts §4.7): staff deal with a flag by editing, closing, deleting or
 * unlisting the post, or by ignoring the flag. Every pending flag of that post is resolved together with
 * the change, in one transaction: a refused change leaves every flag pending.
 */
import type { Kysely, Selectable } from 'kysely';
import { constants } from '../../../../generated/constants.ts';
import type { BodyOf } from '../../../../generated/operations.ts';
import { transactionWithRetry } from '../../db/retry-transaction.ts';
import type { Database, ReportTable } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import type { HandlerContext, SessionUser } from '../../http/request-context.ts';
import { loadPrivilegeRanks } from '../../policies/privileges.ts';
import { renderMarkdown } from '../../render/markdown.ts';
import { removeComment } from '../comment/write-comment.ts';
import { changeAnswerIn } from '../post-status/answer-changes.ts';
import { checkCloseMessage } from '../post-status/close-reason.ts';
import { changeQuestionIn, closeChange, deleteChange, operationChanges } from '../post-status/question-changes.ts';
import { applyAnswerEdit, applyQuestionEdit } from '../question/apply-edit.ts';
import { loadPostTags, resolvePostTags } from '../question/post-tags.ts';
import { loadSiteRules } from '../question/site-rules.ts';
import { writeRevision, type RevisionSnapshot } from '../revision/write-revision.ts';

type Body = BodyOf<'reviewReport'>;
type Flag = Selectable<ReportTable>;
type Change = (trx: Kysely<Database>, now: number) => Promise<void>;

const { report_status: reportStatus, post_status: postStatus } = constants;
const notForKind = () => AppError.badRequest('error.review.not_for_kind', 'toast');

async function loadLiveRow(trx: Kysely<Database>, table: 'question' | 'answer' | 'comment', id: string) {
  const row = await trx.selectFrom(table).selectAll().where('id', '=', id).executeTakeFirst();
  if (!row || row.status === postStatus.deleted) throw AppError.notFound('error.report.object_not_found');
  return row;
}

/** Marks every pending flag of the object dealt with; none left pending means another reviewer was first. */
async function resolveFlags(trx: Kysely<Database>, flag: Flag, reviewer: SessionUser, ignored: boolean, now: number) {
  const result = await trx
    .updateTable('report')
    .set({
      status: ignored ? reportStatus.ignored : reportStatus.resolved,
      reviewed_by: reviewer.id,
      reviewed_at: now,
    })
    .where('object_id', '=', flag.object_id)
    .where('status', '=', reportStatus.pending)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw AppError.badRequest('error.report.handled', 'toast');
}

function deletion(flag: Flag, reviewer: SessionUser): Change {
  const id = String(flag.object_id);
  return async (trx, now) => {
    if (flag.object_type === 'question') await changeQuestionIn(trx, reviewer, id, () => deleteChange);
    else if (flag.object_type === 'answer') await changeAnswerIn(trx, reviewer, id, { type: 'DELETE' });
    else await removeComment(trx, await loadLiveRow(trx, 'comment', id), reviewer.id, now);
  };
}

async function closing(context: HandlerContext, flag: Flag, body: Body, reviewer: SessionUser): Promise<Change> {
  if (flag.object_type !== 'question') throw notForKind();
  const closeType = body.close_type ?? -1;
  const offered: readonly number[] = constants.reasons.lists.question_close;
  if (!offered.includes(closeType)) throw AppError.field('close_type', 'validation.report.reason_required');
  const id = String(flag.object_id);
  const { closeMsg, duplicateOf } = await checkCloseMessage(context, id, closeType, body.close_msg);
  return (trx) => changeQuestionIn(trx, reviewer, id, () => closeChange(closeType, closeMsg, duplicateOf));
}

/** The reviewer's own edit of the flagged post, applied at once with a revision like any staff edit. */
async function editing(context: HandlerContext, flag: Flag, body: Body, reviewer: SessionUser): Promise<Change> {
  const content = body.content ?? '';
  if (content.trim() === '') throw AppError.field('content', 'error.review.content_required');
  const id = String(flag.object_id);
  const revisionOf = (trx: Kysely<Database>, kind: 'question' | 'answer', snapshot: RevisionSnapshot, now: number) =>
    writeRevision(trx, {
      userId: reviewer.id,
      objectType: kind,
      objectId: id,
      snapshot,
      log: '',
      status: constants.revision_status.applied,
      now,
    });
  if (flag.object_type === 'comment')
    return async (trx, now) => {
      await loadLiveRow(trx, 'comment', id);
      await trx
        .updateTable('comment')
        .set({ original_text: content, parsed_text: renderMarkdown(content), updated_at: now })
        .where('id', '=', id)
        .execute();
    };
  if (flag.object_type === 'answer')
    return async (trx, now) => {
      const answer = await loadLiveRow(trx, 'answer', id);
      const revisionId = await revisionOf(trx, 'answer', { title: '', tags: [], original_text: content }, now);
      await applyAnswerEdit(trx, answer, content, { editorId: reviewer.id, revisionId, summary: null }, now);
    };
  const title = (body.title ?? '').trim();
  if (title === '') throw AppError.field('title', 'error.review.title_required');
  const [ranks, rules] = await Promise.all([loadPrivilegeRanks(context), loadSiteRules(context.services.db)]);
  return async (trx, now) => {
    const question = await loadLiveRow(trx, 'question', id);
    const inputs = body.tags ?? (await loadPostTags(trx, rules.write, [id])).get(id) ?? [];
    const tags = await resolvePostTags(trx, reviewer, ranks, rules.write, inputs, now);
    const snapshot = {
      title,
      tags: tags.map(({ slug_name, display_name, main_tag_slug_name }) => ({
        slug_name,
        display_name,
        main_tag_slug_name,
      })),
      original_text: content,
    };
    const revisionId = await revisionOf(trx, 'question', snapshot, now);
    await applyQuestionEdit(
      trx,
      question,
      { title, content, tagIds: tags.map((tag) => tag.id) },
      { editorId: reviewer.id, revisionId, summary: null },
      now,
    );
  };
}

async function changeFor(context: HandlerContext, flag: Flag, body: Body, reviewer: SessionUser): Promise<Change> {
  switch (body.operation_type) {
    case 'ignore_report':
      return async () => {};
    case 'delete_post':
      return deletion(flag, reviewer);
    case 'close_post':
      return closing(context, flag, body, reviewer);
    case 'unlist_post':
      if (flag.object_type !== 'question') throw notForKind();
      return (trx) => changeQuestionIn(trx, reviewer, String(flag.object_id), () => operationChanges.hide);
    case 'edit_post':
      return editing(context, flag, body, reviewer);
  }
}

export async function reviewReport(context: HandlerContext, body: Body): Promise<null> {
  const reviewer = context.user;
  if (!reviewer) throw AppError.unauthorized();
  const { db } = context.services;
  const flag = await db.selectFrom('report').selectAll().where('id', '=', body.flag_id).executeTakeFirst();
  if (!flag) throw AppError.notFound('error.report.not_found');
  if (flag.status !== reportStatus.pending) throw AppError.badRequest('error.report.handled', 'toast');
  const change = await changeFor(context, flag, body, reviewer);
  await transactionWithRetry(db, async (trx) => {
    const now = Math.floor(Date.now() / 1000);
    await resolveFlags(trx, flag, reviewer, body.operation_type === 'ignore_report', now);
    await change(trx, now);
  });
  return null;
}
