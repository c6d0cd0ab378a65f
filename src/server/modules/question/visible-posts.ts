import type { Kysely } from 'kysely';
import { objectTypeOf } from '../../db/object-id.ts';
import type { Database } from '../../db/schema.ts';
import type { SessionUser } from '../../http/request-context.ts';
import { maySee, type QuestionRow } from './post-access.ts';

export interface VisiblePost {
  kind: 'question' | 'answer';
  id: string;
  /** the question itself, or the answer's */
  question: QuestionRow;
}

/**
 * The questions and answers among `ids` the viewer may see, by id, in two statements whatever their number:
 * what findVisiblePost lets through one id at a time (an answer also needs its question visible). Ids it would
 * refuse (unknown, hidden, another kind of object) are absent.
 */
export async function findVisiblePosts(
  db: Kysely<Database>,
  ids: readonly string[],
  viewer: SessionUser | null,
): Promise<Map<string, VisiblePost>> {
  const answerIds = ids.filter((id) => objectTypeOf(id) === 'answer');
  const answers =
    answerIds.length > 0 ? await db.selectFrom('answer').selectAll().where('id', 'in', answerIds).execute() : [];
  const seenAnswers = answers.filter((answer) => maySee(answer, viewer));
  const questionIds = [
    ...new Set([
      ...ids.filter((id) => objectTypeOf(id) === 'question'),
      ...seenAnswers.map((answer) => String(answer.question_id)),
    ]),
  ];
  const questions =
    questionIds.length > 0 ? await db.selectFrom('question').selectAll().where('id', 'in', questionIds).execute() : [];
  const seenQuestions = new Map(
    questions.filter((question) => maySee(question, viewer)).map((question) => [String(question.id), question]),
  );
  const visible = new Map<string, VisiblePost>();
  for (const answer of seenAnswers) {
    const question = seenQuestions.get(String(answer.question_id));
    if (question) visible.set(String(answer.id), { kind: 'answer', id: String(answer.id), question });
  }
  for (const id of ids) {
    const question = seenQuestions.get(id);
    if (question && objectTypeOf(id) === 'question') visible.set(id, { kind: 'question', id, question });
  }
  return visible;
}
