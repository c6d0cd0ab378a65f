import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { recordActivity } from '../activity/record.ts';
import { notifyNewAnswer } from '../notification/events.ts';
import { recordQuestionLinks } from '../question/question-links.ts';

/** An answer as it is published: when written, or when a queued one is approved. */
export interface PublishedAnswer {
  id: string;
  userId: string;
  content: string;
  revisionId: string;
  question: { id: string; userId: string };
}

/**
 * What makes a new answer known: the question's counters and last activity, the `answered` timeline row,
 * the links it makes, and the notifications (and mails) of a new answer to the asker and followers.
 */
export async function publishAnswer(trx: Kysely<Database>, answer: PublishedAnswer, now: number): Promise<void> {
  const { id, userId, content, revisionId, question } = answer;
  await trx
    .updateTable('question')
    .set((eb) => ({
      answer_count: eb('answer_count', '+', 1),
      last_answer_id: id,
      post_update_time: now,
      updated_at: now,
    }))
    .where('id', '=', question.id)
    .execute();
  await recordActivity(trx, { objectId: id, questionId: question.id, userId, type: 'answered', revisionId }, now);
  await recordQuestionLinks(trx, { fromQuestionId: question.id, fromAnswerId: id, text: content, now });
  await notifyNewAnswer(
    trx,
    { questionId: question.id, questionAuthorId: question.userId, answerId: id, actorId: userId },
    now,
  );
}
