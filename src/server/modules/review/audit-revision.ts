/**
 * PUT revisions/audit (answer-api-facts §4.4): approving applies the suggested edit as its editor made it
 * and grants the editor reputation (edit.accepted); rejecting discards it. Either way the revision leaves
 * the unreviewed state, which lifts the post's edit lock, in one transaction with the change.
 */
import type { Kysely, Selectable } from 'kysely';
import { constants } from '../../../../generated/constants.ts';
import type { BodyOf } from '../../../../generated/operations.ts';
import { transactionWithRetry } from '../../db/retry-transaction.ts';
import type { Database, RevisionTable } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import type { HandlerContext } from '../../http/request-context.ts';
import { loadPrivilegeRanks } from '../../policies/privileges.ts';
import { applyAnswerEdit, applyQuestionEdit, type EditAuthor } from '../question/apply-edit.ts';
import { applyReputation } from '../reputation/reputation-change.ts';
import { parseSnapshot } from '../revision/write-revision.ts';
import { applyTagEdit } from '../tag/tag-write.ts';
import { mayAudit } from './suggested-edits.ts';

type Revision = Selectable<RevisionTable>;
const { revision_status: revisionStatus, post_status: postStatus } = constants;

/** The ids of the snapshot's tags that still exist (a suggested edit may name tags created with it). */
async function snapshotTagIds(trx: Kysely<Database>, slugs: string[]): Promise<string[]> {
  if (slugs.length === 0) return [];
  const rows = await trx
    .selectFrom('tag')
    .select(['id', 'slug_name'])
    .where('slug_name', 'in', slugs)
    .where('status', '!=', postStatus.deleted)
    .execute();
  const bySlug = new Map(rows.map((row) => [row.slug_name, String(row.id)]));
  return slugs.flatMap((slug) => bySlug.get(slug) ?? []);
}

async function applySuggestedEdit(trx: Kysely<Database>, revision: Revision, now: number): Promise<void> {
  const snapshot = parseSnapshot(revision.content);
  const id = String(revision.object_id);
  const author: EditAuthor = { editorId: String(revision.user_id), revisionId: revision.id, summary: revision.log };
  const gone = () => AppError.notFound('error.revision.not_found');
  if (revision.object_type === 'tag') {
    const tag = await trx.selectFrom('tag').select(['id', 'slug_name']).where('id', '=', id).executeTakeFirst();
    const [edited] = snapshot.tags;
    if (!tag || !edited) throw gone();
    const values = { ...edited, display_name: snapshot.title, original_text: snapshot.original_text };
    await applyTagEdit(trx, { id, slug_name: tag.slug_name }, values, author, now);
    return;
  }
  if (revision.object_type === 'answer') {
    const answer = await trx.selectFrom('answer').selectAll().where('id', '=', id).executeTakeFirst();
    if (!answer || answer.status === postStatus.deleted) throw gone();
    await applyAnswerEdit(trx, answer, snapshot.original_text, author, now);
    return;
  }
  const question = await trx.selectFrom('question').selectAll().where('id', '=', id).executeTakeFirst();
  if (!question || question.status === postStatus.deleted) throw gone();
  const tagIds = await snapshotTagIds(
    trx,
    snapshot.tags.map((tag) => tag.slug_name),
  );
  const edit = { title: snapshot.title, content: snapshot.original_text, tagIds };
  await applyQuestionEdit(trx, question, edit, author, now);
}

export async function auditRevision(
  context: HandlerContext,
  body: BodyOf<'auditRevision'>,
): Promise<Record<string, never>> {
  const reviewer = context.user;
  if (!reviewer) throw AppError.unauthorized();
  const { db } = context.services;
  const revision = await db.selectFrom('revision').selectAll().where('id', '=', body.id).executeTakeFirst();
  if (!revision) throw AppError.notFound('error.revision.not_found');
  if (!mayAudit(reviewer, revision.object_type, await loadPrivilegeRanks(context)))
    throw AppError.forbidden('error.revision.no_permission');
  const approved = body.operation === 'approve';
  await transactionWithRetry(db, async (trx) => {
    const now = Math.floor(Date.now() / 1000);
    // only one reviewer moves it out of unreviewed: the second finds nothing to change
    const moved = await trx
      .updateTable('revision')
      .set({ status: approved ? revisionStatus.approved : revisionStatus.rejected, review_user_id: reviewer.id })
      .where('id', '=', revision.id)
      .where('status', '=', revisionStatus.unreviewed)
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) === 0) throw AppError.badRequest('error.revision.already_reviewed', 'toast');
    const editorId = String(revision.user_id);
    if (approved) {
      await applySuggestedEdit(trx, revision, now);
      await applyReputation(
        trx,
        { userId: editorId, triggerUserId: reviewer.id, objectId: String(revision.object_id), reason: 'edit.accepted' },
        now,
      );
    }
  });
  return {};
}
