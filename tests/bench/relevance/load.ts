import type { Insertable, Kysely } from 'kysely';
import TurndownService from 'turndown';
import { constants } from '../../../generated/constants.ts';
import { nextObjectId } from '../../../src/server/db/object-id.ts';
import type { Database } from '../../../src/server/db/schema.ts';
import { rebuildSearchIndex } from '../../../src/server/modules/search/reindex.ts';
import type { Sample } from './sample.ts';

const EVAL_USER_ID = 1;

/**
 * Writes the sample's questions (with their tags) and answers as listed posts of one author, just
 * enough for search and similar questions to see them; the real importer keeps much more. Answers
 * are loaded too, as they share the index and so its word statistics. Returns our id of each
 * question by its Stack Exchange id.
 */
export async function loadSample(db: Kysely<Database>, sample: Sample): Promise<Map<string, string>> {
  const markdown = new TurndownService();
  const idOf = new Map<string, string>();
  const tagIdOf = new Map<string, string>();
  const tagUses = new Map<string, number>();
  for (const question of sample.questions)
    for (const tag of question.tags) tagUses.set(tag, (tagUses.get(tag) ?? 0) + 1);
  for (const [slug, uses] of tagUses) {
    const id = await nextObjectId(db, 'tag');
    tagIdOf.set(slug, id);
    await db
      .insertInto('tag')
      .values({
        id,
        slug_name: slug,
        display_name: slug,
        original_text: '',
        parsed_text: '',
        question_count: uses,
        status: constants.post_status.normal,
        user_id: EVAL_USER_ID,
        created_at: 0,
        updated_at: 0,
      })
      .execute();
  }
  for (const question of sample.questions) {
    const id = await nextObjectId(db, 'question');
    idOf.set(question.sourceId, id);
    const row: Insertable<Database['question']> = {
      id,
      user_id: EVAL_USER_ID,
      title: question.title,
      original_text: markdown.turndown(question.html),
      parsed_text: question.html,
      status: constants.post_status.normal,
      vote_count: question.score,
      invite_user_ids: '[]',
      created_at: question.createdAt,
      updated_at: question.createdAt,
      post_update_time: question.createdAt,
    };
    await db.insertInto('question').values(row).execute();
    for (const tag of question.tags)
      await db
        .insertInto('tag_rel')
        .values({
          object_id: id,
          tag_id: tagIdOf.get(tag)!,
          status: constants.tag_rel_status.listed,
          created_at: question.createdAt,
        })
        .execute();
  }
  for (const answer of sample.answers) {
    const questionId = idOf.get(answer.questionSourceId);
    if (!questionId) continue;
    await db
      .insertInto('answer')
      .values({
        id: await nextObjectId(db, 'answer'),
        question_id: questionId,
        user_id: EVAL_USER_ID,
        original_text: markdown.turndown(answer.html),
        parsed_text: answer.html,
        status: constants.post_status.normal,
        vote_count: answer.score,
        created_at: answer.createdAt,
        updated_at: answer.createdAt,
      })
      .execute();
  }
  // rows written here bypass the write paths that keep the search index
  await rebuildSearchIndex(db);
  return idOf;
}
