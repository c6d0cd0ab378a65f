/**
 * "Delete with all their content": every live question, answer and comment of a person is soft-deleted
 * inside the caller's transaction, with the counters the single deletions keep (tag question counts,
 * a question's answer_count and accepted answer, an answer's comment_count) and a timeline row each, by
 * the admin. Reputation already earned or given stays as it is: deleting a post takes back no votes
 * (answer-api-facts §4.1). People's post counts are counted from live posts, so they follow by themselves.
 */
import { sql, type Kysely } from 'kysely';
import { constants } from '../../../../generated/constants.ts';
import type { Database } from '../../db/schema.ts';
import { recordActivity } from '../activity/record.ts';
import { applyAnswerDelete } from '../post-status/answer-changes.ts';
import { moveTagRelations } from '../post-status/tag-relations.ts';

const { deleted } = constants.post_status;

async function removeQuestions(trx: Kysely<Database>, userId: string, adminId: string, now: number): Promise<void> {
  const questions = await trx
    .selectFrom('question')
    .select('id')
    .where('user_id', '=', userId)
    .where('status', '!=', deleted)
    .execute();
  for (const { id } of questions) {
    await trx.updateTable('question').set({ status: deleted, updated_at: now }).where('id', '=', id).execute();
    await moveTagRelations(trx, id, constants.tag_rel_status.deleted);
    await recordActivity(trx, { objectId: id, questionId: id, userId: adminId, type: 'deleted' }, now);
  }
}

async function removeAnswers(trx: Kysely<Database>, userId: string, adminId: string, now: number): Promise<void> {
  const answers = await trx
    .selectFrom('answer')
    .selectAll()
    .where('user_id', '=', userId)
    .where('status', '!=', deleted)
    .execute();
  for (const answer of answers) {
    await applyAnswerDelete(trx, answer, now);
    await recordActivity(
      trx,
      { objectId: answer.id, questionId: answer.question_id, userId: adminId, type: 'deleted' },
      now,
    );
  }
}

async function removeComments(trx: Kysely<Database>, userId: string, adminId: string, now: number): Promise<void> {
  const comments = await trx
    .selectFrom('comment')
    .select(['id', 'object_id', 'question_id'])
    .where('user_id', '=', userId)
    .where('status', '!=', deleted)
    .execute();
  if (comments.length === 0) return;
  await trx
    .updateTable('comment')
    .set({ status: deleted, updated_at: now })
    .where('user_id', '=', userId)
    .where('status', '!=', deleted)
    .execute();
  const perObject = new Map<string, number>();
  for (const comment of comments) perObject.set(comment.object_id, (perObject.get(comment.object_id) ?? 0) + 1);
  // Only answers count their comments; a question's object id matches no answer row.
  for (const [objectId, count] of perObject) {
    await trx
      .updateTable('answer')
      .set({ comment_count: sql`comment_count - ${count}` })
      .where('id', '=', objectId)
      .execute();
  }
  for (const comment of comments) {
    await recordActivity(
      trx,
      { objectId: comment.id, questionId: comment.question_id, userId: adminId, type: 'deleted' },
      now,
    );
  }
}

export async function removeAllContent(
  trx: Kysely<Database>,
  userId: string,
  adminId: string,
  now: number,
): Promise<void> {
  await removeComments(trx, userId, adminId, now);
  await removeAnswers(trx, userId, adminId, now);
  await removeQuestions(trx, userId, adminId, now);
}
