import type { Kysely } from 'kysely';
import { insertIfAbsent } from '../../db/insert-if-absent.ts';
import type { Database } from '../../db/schema.ts';
import { longIdOf } from './post-access.ts';

const QUESTION_LINK = /\/questions\/([0-9a-zA-Z]+)/g;

/**
 * Records the questions a body links to (answer-api-facts §4.3: links between questions drive the
 * linked list), once per target (an edit adds only new ones), ignoring links to itself and to questions that do not exist.
 */
export async function recordQuestionLinks(
  trx: Kysely<Database>,
  source: { fromQuestionId: string; fromAnswerId: string; text: string; now: number },
): Promise<void> {
  const targets = new Set<string>();
  for (const match of source.text.matchAll(QUESTION_LINK)) {
    const id = longIdOf(match[1]!, 'question');
    if (id && id !== source.fromQuestionId) targets.add(id);
  }
  if (targets.size === 0) return;
  const linked = await trx
    .selectFrom('question_link')
    .select('to_question_id')
    .where('from_question_id', '=', source.fromQuestionId)
    .where('from_answer_id', '=', source.fromAnswerId)
    .execute();
  for (const { to_question_id } of linked) targets.delete(String(to_question_id));
  if (targets.size === 0) return;
  const existing = await trx
    .selectFrom('question')
    .select('id')
    .where('id', 'in', [...targets])
    .execute();
  if (existing.length === 0) return;
  // one row at a time: a link the same edit sent twice at once wrote first is counted there, not here
  const newlyLinked: string[] = [];
  for (const { id } of existing) {
    const link = {
      from_question_id: source.fromQuestionId,
      from_answer_id: source.fromAnswerId,
      to_question_id: id,
      created_at: source.now,
    };
    const unique: Array<keyof typeof link> = ['from_question_id', 'from_answer_id', 'to_question_id'];
    if ((await insertIfAbsent(trx, 'question_link', link, unique)) > 0) newlyLinked.push(id);
  }
  if (newlyLinked.length === 0) return;
  await trx
    .updateTable('question')
    .set((eb) => ({ linked_count: eb('linked_count', '+', 1) }))
    .where('id', 'in', newlyLinked)
    .execute();
}
