import type { DataOf, QueryOf } from '../../../../generated/operations.ts';
import { constants } from '../../../../generated/constants.ts';
import type { HandlerContext } from '../../http/request-context.ts';
import { findVisibleQuestion } from '../question/post-access.ts';

/**
 * GET question/updates: live answers and comments on the question created from `since` on by anyone
 * but the viewer (who sees their own at once). Two counts on the question's rows, per poll. Times are
 * whole seconds, so `since` is inclusive: a post of the same second as the last poll is counted rather
 * than missed.
 */
export async function questionUpdates(
  context: HandlerContext,
  query: QueryOf<'getQuestionUpdates'>,
): Promise<DataOf<'getQuestionUpdates'>> {
  const { db } = context.services;
  const now = Math.floor(Date.now() / 1000);
  const question = await findVisibleQuestion(db, query.question_id, context.user);
  const since = String(query.since ?? 0);
  const viewer = context.user?.id ?? '0';
  const [answers, comments] = await Promise.all([
    db
      .selectFrom('answer')
      .select((eb) => eb.fn.countAll<string | number>().as('count'))
      .where('question_id', '=', question.id)
      .where('status', '=', constants.post_status.normal)
      .where('created_at', '>=', since)
      .where('user_id', '!=', viewer)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('comment')
      .select((eb) => eb.fn.countAll<string | number>().as('count'))
      .where('question_id', '=', question.id)
      .where('status', '=', constants.post_status.normal)
      .where('created_at', '>=', since)
      .where('user_id', '!=', viewer)
      .executeTakeFirstOrThrow(),
  ]);
  return { answers: Number(answers.count), comments: Number(comments.count), now };
}
