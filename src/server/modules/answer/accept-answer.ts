import type { Kysely } from 'kysely';
import type { BodyOf } from '../../../../generated/operations.ts';
import { constants } from '../../../../generated/constants.ts';
import { lockingRead } from '../../db/locking-read.ts';
import { transactionWithRetry } from '../../db/retry-transaction.ts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import type { HandlerContext } from '../../http/request-context.ts';
import { checkPower, loadPrivilegeRanks } from '../../policies/privileges.ts';
import { recordActivity } from '../activity/record.ts';
import { notifyAcceptedAnswer } from '../notification/events.ts';
import { applyReputation, reverseReputation } from '../reputation/reputation-change.ts';
import { cancelActivity } from '../vote/cancel-activity.ts';
import type { AnswerRow } from './presenter.ts';
import { findVisibleQuestion, type QuestionRow } from '../question/post-access.ts';
import { writingAbout } from '../../cache/write-subject.ts';

const { yes, no } = constants.answer_accepted;

/**
 * The reputation of an acceptance (answer-api-facts §4.1): the answer's author gains answer.accepted,
 * the question's author answer.accept, and nobody gains anything for accepting their own answer.
 */
async function rewardAcceptance(
  trx: Kysely<Database>,
  question: QuestionRow,
  answer: AnswerRow,
  accepterId: string,
  now: number,
): Promise<void> {
  if (String(answer.user_id) === String(question.user_id)) return;
  await applyReputation(
    trx,
    {
      userId: String(answer.user_id),
      triggerUserId: accepterId,
      objectId: String(answer.id),
      reason: 'answer.accepted',
    },
    now,
  );
  await applyReputation(
    trx,
    {
      userId: String(question.user_id),
      triggerUserId: accepterId,
      objectId: String(answer.id),
      reason: 'answer.accept',
    },
    now,
  );
}

async function withdrawAcceptance(
  trx: Kysely<Database>,
  question: QuestionRow,
  answerId: string,
  now: number,
): Promise<void> {
  const answer = await trx.selectFrom('answer').selectAll().where('id', '=', answerId).executeTakeFirst();
  if (!answer) return;
  await trx.updateTable('answer').set({ accepted: no }).where('id', '=', answerId).execute();
  await cancelActivity(trx, { objectId: answerId, type: 'accept' }, now);
  await reverseReputation(trx, { userId: String(answer.user_id), objectId: answerId, reason: 'answer.accepted' });
  await reverseReputation(trx, { userId: String(question.user_id), objectId: answerId, reason: 'answer.accept' });
}

/** The answer to accept, which must be a live answer of this question. */
async function acceptableAnswer(db: Kysely<Database>, question: QuestionRow, answerId: string): Promise<AnswerRow> {
  const answer = await db.selectFrom('answer').selectAll().where('id', '=', answerId).executeTakeFirst();
  if (!answer) throw AppError.notFound('error.answer.not_found');
  if (String(answer.question_id) !== String(question.id))
    throw AppError.badRequest('error.answer.not_of_question', 'toast');
  if (answer.status !== constants.post_status.normal) throw AppError.badRequest('error.answer.accept_deleted', 'toast');
  return answer;
}

/**
 * POST answer/acceptance: the question's author or staff marks one answer accepted. Accepting another
 * moves the mark (the first acceptance is taken back, reputation and all); an empty or "0" answer_id
 * takes it away; accepting the accepted one again changes nothing.
 */
export async function acceptAnswer(context: HandlerContext, body: BodyOf<'acceptAnswer'>): Promise<void> {
  const actor = context.user;
  if (!actor) throw AppError.unauthorized();
  const { db } = context.services;
  const question = await findVisibleQuestion(db, body.question_id, actor);
  if (question.status === constants.post_status.deleted) throw AppError.notFound('error.question.not_found');
  if (!checkPower(actor, 'answer.accept', await loadPrivilegeRanks(context), String(question.user_id)).allowed) {
    throw AppError.forbidden('error.answer.accept_not_allowed');
  }
  const targetId = body.answer_id && body.answer_id !== '0' ? body.answer_id : null;
  const answer = targetId ? await acceptableAnswer(db, question, targetId) : null;
  const now = Math.floor(Date.now() / 1000);
  await writingAbout(String(question.id), () =>
    transactionWithRetry(db, async (trx) => {
      // locked until this commits: acceptances sent at once take turns, each seeing the one before it
      const current = await lockingRead(
        trx,
        trx.selectFrom('question').select('accepted_answer_id').where('id', '=', question.id),
      ).executeTakeFirstOrThrow();
      const currentId = String(current.accepted_answer_id);
      if (currentId === (targetId ?? '0')) return;
      if (currentId !== '0') await withdrawAcceptance(trx, question, currentId, now);
      await trx
        .updateTable('question')
        .set({ accepted_answer_id: targetId ?? 0, updated_at: now })
        .where('id', '=', question.id)
        .execute();
      if (!answer) return;
      await trx.updateTable('answer').set({ accepted: yes }).where('id', '=', answer.id).execute();
      await recordActivity(
        trx,
        { objectId: String(answer.id), questionId: String(question.id), userId: actor.id, type: 'accept' },
        now,
      );
      await rewardAcceptance(trx, question, answer, actor.id, now);
      await notifyAcceptedAnswer(
        trx,
        {
          questionId: String(question.id),
          answerId: String(answer.id),
          answerAuthorId: String(answer.user_id),
          actorId: actor.id,
        },
        now,
      );
    }),
  );
}
