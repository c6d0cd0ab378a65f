import type { Kysely } from 'kysely';
import { constants } from '../../../../generated/constants.ts';
import { nextObjectId, objectTypeOf } from '../../db/object-id.ts';
import type { Database } from '../../db/schema.ts';
import { renderMarkdown } from '../../render/markdown.ts';
import { importFile, type ImportRun, unixSeconds } from './import-run.ts';
import { authorOf } from './import-users.ts';
import type { SourceRow } from './xml-rows.ts';

/** The question a post is on: itself, or an answer's question. */
async function questionOf(trx: Kysely<Database>, postId: string): Promise<string | undefined> {
  if (objectTypeOf(postId) === 'question') return postId;
  const answer = await trx.selectFrom('answer').select('question_id').where('id', '=', postId).executeTakeFirst();
  return answer ? String(answer.question_id) : undefined;
}

/** A comment is plain text with markdown's inline marks, as ours are. */
async function writeComment(run: ImportRun, trx: Kysely<Database>, row: SourceRow): Promise<string | null> {
  const objectId = run.map.target('post', row.PostId);
  const questionId = objectId && (await questionOf(trx, objectId));
  // on a post the dump does not hold
  if (!objectId || !questionId) return null;
  const text = (row.Text ?? '').slice(0, constants.limits.comment.content_max);
  const created = unixSeconds(row.CreationDate);
  const id = await nextObjectId(trx, 'comment');
  await trx
    .insertInto('comment')
    .values({
      id,
      user_id: authorOf(run, row.UserId),
      object_id: objectId,
      question_id: questionId,
      vote_count: Number(row.Score ?? 0) || 0,
      status: constants.post_status.normal,
      original_text: text,
      parsed_text: renderMarkdown(text),
      created_at: created,
      updated_at: created,
    })
    .execute();
  if (objectTypeOf(objectId) === 'answer')
    await trx
      .updateTable('answer')
      .set((eb) => ({ comment_count: eb('comment_count', '+', 1) }))
      .where('id', '=', objectId)
      .execute();
  return id;
}

export async function importComments(run: ImportRun): Promise<void> {
  await importFile(run, 'comments', 'Comments.xml', 'comment', (trx, row) => writeComment(run, trx, row));
}
