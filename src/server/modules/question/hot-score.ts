import type { Kysely } from 'kysely';
import { constants } from '../../../../generated/constants.ts';
import type { Database } from '../../db/schema.ts';

const {
  view_weight: viewWeight,
  answer_vote_divisor: answerVoteDivisor,
  age_exponent: ageExponent,
  scale,
} = constants.hot_score;
const HOUR = 3600;

/**
 * The `frequent` order's score (answer-api-facts §4.9, docs/architecture.md): views, answers times votes and
 * the answers' votes, decaying with age but less so for a question active lately.
 */
export function hotScore(
  question: {
    views: number;
    answers: number;
    votes: number;
    answerVotes: number;
    createdAt: number;
    updatedAt: number;
  },
  now: number,
): number {
  const ageHours = Math.max(0, (now - question.createdAt) / HOUR);
  const idleHours = Math.max(0, (now - question.updatedAt) / HOUR);
  const interest =
    Math.log(Math.max(question.views, 1)) * viewWeight +
    (question.answers * question.votes) / answerVoteDivisor +
    question.answerVotes;
  const decay = Math.pow(ageHours + 1 - (ageHours - idleHours) / 2, ageExponent);
  return Math.max(0, Math.ceil((interest / decay) * scale));
}

/** Recomputes and stores a question's hot_score; call it after views, answers and votes change. */
export async function refreshHotScore(
  db: Kysely<Database>,
  questionId: string,
  now = Math.floor(Date.now() / 1000),
): Promise<void> {
  const question = await db
    .selectFrom('question')
    .select(['view_count', 'answer_count', 'vote_count', 'created_at', 'post_update_time'])
    .where('id', '=', questionId)
    .executeTakeFirst();
  if (!question) return;
  const votes = await db
    .selectFrom('answer')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('vote_count'), eb.lit(0)).as('total'))
    .where('question_id', '=', questionId)
    .where('status', '=', constants.post_status.normal)
    .executeTakeFirstOrThrow();
  const score = hotScore(
    {
      views: question.view_count,
      answers: question.answer_count,
      votes: question.vote_count,
      answerVotes: Number(votes.total),
      createdAt: Number(question.created_at),
      updatedAt: Number(question.post_update_time),
    },
    now,
  );
  await db.updateTable('question').set({ hot_score: score }).where('id', '=', questionId).execute();
}
