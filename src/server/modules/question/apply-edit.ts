/**
 * Applying an edit to a question or an answer inside the caller's transaction: the text, its HTML, the
 * search index, tags, links, the "edited" timeline row and the notifications of the edit. Used by a direct edit, by approving a
 * suggested edit and by staff editing a flagged post, so all three change a post the same way.
 */
import type { Kysely } from 'kysely';
import { constants } from '../../../../generated/constants.ts';
import type { Database } from '../../db/schema.ts';
import { indexPost } from '../../plugins/search/database/index-post.ts';
import { renderMarkdown } from '../../render/markdown.ts';
import { recordActivity } from '../activity/record.ts';
import { notifyAnswerEdited, notifyQuestionEdited } from '../notification/events.ts';
import type { AnswerRow, QuestionRow } from './post-access.ts';
import { setQuestionTags } from './post-tags.ts';
import { recordQuestionLinks } from './question-links.ts';

/** Who made the edit and the revision that records it. */
export interface EditAuthor {
  editorId: string;
  revisionId: string;
  summary: string | null;
}

export async function applyQuestionEdit(
  trx: Kysely<Database>,
  question: QuestionRow,
  edit: { title: string; content: string; tagIds: string[] },
  author: EditAuthor,
  now: number,
): Promise<void> {
  await trx
    .updateTable('question')
    .set({
      title: edit.title,
      original_text: edit.content,
      parsed_text: renderMarkdown(edit.content),
      revision_id: author.revisionId,
      last_edit_user_id: author.editorId,
      edit_time: now,
      updated_at: now,
      post_update_time: now,
    })
    .where('id', '=', question.id)
    .execute();
  await indexPost(trx, question.id);
  await setQuestionTags(trx, question.id, edit.tagIds, question.show === constants.post_show.listed, now);
  await recordActivity(
    trx,
    {
      objectId: question.id,
      questionId: question.id,
      userId: author.editorId,
      type: 'edited',
      revisionId: author.revisionId,
      comment: author.summary,
    },
    now,
  );
  await recordQuestionLinks(trx, { fromQuestionId: question.id, fromAnswerId: '0', text: edit.content, now });
  await notifyQuestionEdited(trx, { questionId: question.id, actorId: author.editorId }, now);
}

export async function applyAnswerEdit(
  trx: Kysely<Database>,
  answer: AnswerRow,
  content: string,
  author: EditAuthor,
  now: number,
): Promise<void> {
  await trx
    .updateTable('answer')
    .set({
      original_text: content,
      parsed_text: renderMarkdown(content),
      revision_id: author.revisionId,
      last_edit_user_id: author.editorId,
      updated_at: now,
    })
    .where('id', '=', answer.id)
    .execute();
  await indexPost(trx, answer.id);
  await trx.updateTable('question').set({ post_update_time: now }).where('id', '=', answer.question_id).execute();
  await recordActivity(
    trx,
    {
      objectId: answer.id,
      questionId: String(answer.question_id),
      userId: author.editorId,
      type: 'edited',
      revisionId: author.revisionId,
      comment: author.summary,
    },
    now,
  );
  await recordQuestionLinks(trx, {
    fromQuestionId: String(answer.question_id),
    fromAnswerId: answer.id,
    text: content,
    now,
  });
  const asker = await trx
    .selectFrom('question')
    .select('user_id')
    .where('id', '=', answer.question_id)
    .executeTakeFirstOrThrow();
  await notifyAnswerEdited(
    trx,
    {
      questionId: String(answer.question_id),
      questionAuthorId: String(asker.user_id),
      answerId: answer.id,
      actorId: author.editorId,
    },
    now,
  );
}
