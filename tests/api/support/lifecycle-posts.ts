import { constants } from '../../../generated/constants.ts';
import { nextObjectId } from '../../../src/server/db/object-id.ts';
import type { Member } from './community.ts';
import type { TestServer } from './test-server.ts';

const now = () => Math.floor(Date.now() / 1000);

/**
 * A question written straight into the database (asking is another helper's call), with its tags listed
 * and counted, so lifecycle tests start from the state they exercise.
 */
export async function seedQuestion(
  server: TestServer,
  owner: Pick<Member, 'id'>,
  tagSlugs: string[] = [],
): Promise<string> {
  const { db } = server.database;
  const id = await nextObjectId(db, 'question');
  const at = now();
  await db
    .insertInto('question')
    .values({
      id,
      user_id: owner.id,
      title: `Question ${id}`,
      original_text: 'What happens next?',
      parsed_text: '<p>What happens next?</p>',
      status: constants.post_status.normal,
      invite_user_ids: '[]',
      created_at: at,
      updated_at: at,
      post_update_time: at,
    })
    .execute();
  for (const slug of tagSlugs) {
    let tag = await db.selectFrom('tag').select('id').where('slug_name', '=', slug).executeTakeFirst();
    if (!tag) {
      const tagId = await nextObjectId(db, 'tag');
      await db
        .insertInto('tag')
        .values({
          id: tagId,
          slug_name: slug,
          display_name: slug,
          original_text: '',
          parsed_text: '',
          status: 1,
          user_id: owner.id,
          created_at: at,
          updated_at: at,
        })
        .execute();
      tag = { id: tagId };
    }
    await db
      .insertInto('tag_rel')
      .values({ object_id: id, tag_id: tag.id, status: constants.tag_rel_status.listed, created_at: at })
      .execute();
    await db
      .updateTable('tag')
      .set((eb) => ({ question_count: eb('question_count', '+', 1) }))
      .where('id', '=', tag.id)
      .execute();
  }
  return id;
}

/** A live answer counted on its question; `votes` sets its score, `accepted` makes it the accepted one. */
export async function seedAnswer(
  server: TestServer,
  questionId: string,
  owner: Pick<Member, 'id'>,
  { votes = 0, accepted = false }: { votes?: number; accepted?: boolean } = {},
): Promise<string> {
  const { db } = server.database;
  const id = await nextObjectId(db, 'answer');
  const at = now();
  await db
    .insertInto('answer')
    .values({
      id,
      question_id: questionId,
      user_id: owner.id,
      original_text: 'This.',
      parsed_text: '<p>This.</p>',
      status: constants.post_status.normal,
      vote_count: votes,
      accepted: accepted ? constants.answer_accepted.yes : constants.answer_accepted.no,
      created_at: at,
      updated_at: at,
    })
    .execute();
  await db
    .updateTable('question')
    .set((eb) => ({ answer_count: eb('answer_count', '+', 1), ...(accepted ? { accepted_answer_id: id } : {}) }))
    .where('id', '=', questionId)
    .execute();
  return id;
}

export async function questionRow(server: TestServer, id: string) {
  return server.database.db.selectFrom('question').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

export async function answerRow(server: TestServer, id: string) {
  return server.database.db.selectFrom('answer').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

export async function tagCount(server: TestServer, slug: string): Promise<number> {
  const row = await server.database.db
    .selectFrom('tag')
    .select('question_count')
    .where('slug_name', '=', slug)
    .executeTakeFirstOrThrow();
  return row.question_count;
}

/** The timeline types written for an object, oldest first. */
export async function activityTypes(server: TestServer, objectId: string): Promise<string[]> {
  const rows = await server.database.db
    .selectFrom('activity')
    .select('activity_type')
    .where('object_id', '=', objectId)
    .orderBy('id')
    .execute();
  return rows.map((row) => row.activity_type);
}
