/**
 * Deleting and undeleting an answer, with their side effects in the same transaction: the question's
 * answer_count, the acceptance cleared when the accepted answer goes, and the timeline row.
 */
import type { Kysely, Selectable } from 'kysely';
import { constants } from '../../../../generated/constants.ts';
import type { LifecycleEvent } from '../../../../machines/post-lifecycle.machine.ts';
import { transactionWithRetry } from '../../db/retry-transaction.ts';
import type { AnswerTable, Database } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import type { HandlerContext, SessionUser } from '../../http/request-context.ts';
import { recordActivity } from '../activity/record.ts';
import { notifyPostChanged } from '../notification/events.ts';
import { assertTransition } from './assert-transition.ts';
import { answerLifecyclePost } from './lifecycle-post.ts';

type Answer = Selectable<AnswerTable>;
export type AnswerEvent = Extract<LifecycleEvent, { type: 'DELETE' | 'UNDELETE' }>;

const { post_status: status, answer_accepted: accepted } = constants;

async function loadAnswer(db: Kysely<Database>, id: string): Promise<Answer> {
  const answer = await db.selectFrom('answer').selectAll().where('id', '=', id).executeTakeFirst();
  if (!answer) throw AppError.notFound('error.answer.not_found');
  return answer;
}

/** The question counts only live answers: a change in or out of normal moves its answer_count. */
async function countAnswer(db: Kysely<Database>, questionId: string, by: 1 | -1): Promise<void> {
  await db
    .updateTable('question')
    .set((eb) => ({ answer_count: eb('answer_count', '+', by) }))
    .where('id', '=', questionId)
    .execute();
}

export async function applyAnswerDelete(db: Kysely<Database>, answer: Answer, now: number): Promise<void> {
  await db
    .updateTable('answer')
    .set({ status: status.deleted, accepted: accepted.no, updated_at: now })
    .where('id', '=', answer.id)
    .execute();
  if (answer.status === status.normal) await countAnswer(db, answer.question_id, -1);
  if (answer.accepted === accepted.yes) {
    await db
      .updateTable('question')
      .set({ accepted_answer_id: 0 })
      .where('id', '=', answer.question_id)
      .where('accepted_answer_id', '=', answer.id)
      .execute();
  }
}

async function applyUndelete(db: Kysely<Database>, answer: Answer, now: number): Promise<void> {
  await db.updateTable('answer').set({ status: status.normal, updated_at: now }).where('id', '=', answer.id).execute();
  await countAnswer(db, answer.question_id, 1);
}

/** Deletes or undeletes the answer when the lifecycle machine allows it to the caller. */
export async function changeAnswer(context: HandlerContext, id: string, event: AnswerEvent): Promise<void> {
  const user = context.user;
  if (!user) throw AppError.unauthorized();
  await transactionWithRetry(context.services.db, (trx) => changeAnswerIn(trx, user, id, event));
}

/** changeAnswer inside the caller's transaction (the review queue resolves flags in the same one). */
export async function changeAnswerIn(
  trx: Kysely<Database>,
  user: SessionUser,
  id: string,
  event: AnswerEvent,
): Promise<void> {
  const answer = await loadAnswer(trx, id);
  const post = answerLifecyclePost(answer);
  const refusal =
    event.type === 'UNDELETE'
      ? 'error.answer.cannot_recover'
      : post.status === 'deleted'
        ? 'error.answer.already_deleted'
        : 'error.answer.cannot_deleted';
  assertTransition(post, user, event, refusal);
  const now = Math.floor(Date.now() / 1000);
  if (event.type === 'DELETE') await applyAnswerDelete(trx, answer, now);
  else await applyUndelete(trx, answer, now);
  await recordActivity(
    trx,
    {
      objectId: answer.id,
      questionId: answer.question_id,
      userId: user.id,
      type: event.type === 'DELETE' ? 'deleted' : 'undeleted',
    },
    now,
  );
  if (event.type === 'DELETE')
    await notifyPostChanged(
      trx,
      {
        action: 'your_answer_was_deleted',
        authorId: String(answer.user_id),
        actorId: user.id,
        objectId: answer.id,
        questionId: String(answer.question_id),
        answerId: answer.id,
      },
      now,
    );
}

/** The admin status call's target for an answer, as the machine's event; null when it is already there. */
export async function answerStatusEvent(
  context: HandlerContext,
  id: string,
  target: 'available' | 'deleted',
): Promise<AnswerEvent> {
  const answer = await loadAnswer(context.services.db, id);
  const current = answer.status === status.deleted ? 'deleted' : 'available';
  if (current === target) throw AppError.badRequest('error.answer.cannot_update_status', 'toast');
  return { type: target === 'deleted' ? 'DELETE' : 'UNDELETE' };
}
