import type { Kysely } from 'kysely';
import { constants } from '../../../../generated/constants.ts';
import type { Database } from '../../db/schema.ts';

const { listed } = constants.tag_rel_status;

/**
 * Moves a question's tag relations to `status` (listed, hidden while unlisted, deleted with the question)
 * and keeps each tag's question_count equal to its listed relations: a tag loses the question when its
 * relation stops being listed and gains it back when the relation is listed again.
 */
export async function moveTagRelations(db: Kysely<Database>, questionId: string, status: number): Promise<void> {
  const relations = await db
    .selectFrom('tag_rel')
    .select(['tag_id', 'status'])
    .where('object_id', '=', questionId)
    .execute();
  const leaving = relations
    .filter((relation) => relation.status === listed && status !== listed)
    .map((relation) => relation.tag_id);
  const joining = relations
    .filter((relation) => relation.status !== listed && status === listed)
    .map((relation) => relation.tag_id);
  if (relations.length > 0)
    await db.updateTable('tag_rel').set({ status }).where('object_id', '=', questionId).execute();
  if (leaving.length > 0) {
    await db
      .updateTable('tag')
      .set((eb) => ({ question_count: eb('question_count', '-', 1) }))
      .where('id', 'in', leaving)
      .execute();
  }
  if (joining.length > 0) {
    await db
      .updateTable('tag')
      .set((eb) => ({ question_count: eb('question_count', '+', 1) }))
      .where('id', 'in', joining)
      .execute();
  }
}

/** The relation status that goes with a live question's visibility. */
export function relationStatusFor(show: number): number {
  return show === constants.post_show.listed ? listed : constants.tag_rel_status.hidden;
}
