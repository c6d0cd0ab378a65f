import type { HandlerContext } from '../../http/request-context.ts';
import { refreshHotScore } from './hot-score.ts';
import type { QuestionRow } from './post-access.ts';

/** Counts one view of the question page and returns the row as it now stands. */
export async function countView(context: HandlerContext, question: QuestionRow): Promise<QuestionRow> {
  const { db } = context.services;
  await db
    .updateTable('question')
    .set((eb) => ({ view_count: eb('view_count', '+', 1) }))
    .where('id', '=', question.id)
    .execute();
  // views feed the frequent order
  await refreshHotScore(db, question.id);
  return { ...question, view_count: question.view_count + 1 };
}
