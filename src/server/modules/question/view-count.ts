import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { attachedTo } from '../../db/attached.ts';
import type { Database } from '../../db/schema.ts';
import type { HandlerContext } from '../../http/request-context.ts';
import type { QuestionRow } from './post-access.ts';
import { ViewTally } from './view-tally.ts';

/** The database's tally, kept (and written when it closes) with its other attached things; none in a transaction. */
function tallyOf(db: Kysely<Database>, log: FastifyBaseLogger): ViewTally | undefined {
  return attachedTo(db)?.of(
    'view_tally',
    () => new ViewTally(db, (error) => log.error({ err: error }, 'writing question views failed')),
  );
}

/**
 * Counts `viewer`'s view of a question (one per viewer and question within the window), to be written
 * with the next batch; whether it counted. A database without a tally (made elsewhere) has it written now.
 */
export async function countViewBy(
  db: Kysely<Database>,
  log: FastifyBaseLogger,
  questionId: string,
  viewer: string,
): Promise<boolean> {
  const tally = tallyOf(db, log);
  if (tally) return tally.count(questionId, viewer);
  await db
    .updateTable('question')
    .set((eb) => ({ view_count: eb('view_count', '+', 1) }))
    .where('id', '=', questionId)
    .execute();
  return true;
}

/** Counts the caller's view of the question page; the row as it shows the count, this view included. */
export async function countView(context: HandlerContext, question: QuestionRow): Promise<QuestionRow> {
  const viewer = context.user ? `user:${context.user.id}` : context.client.visitor;
  const counted = await countViewBy(context.services.db, context.log, question.id, viewer);
  return counted ? { ...question, view_count: question.view_count + 1 } : question;
}

/** Writes the views counted so far (tests, and what must see them stored at once). */
export async function flushViews(db: Kysely<Database>, log: FastifyBaseLogger): Promise<void> {
  await tallyOf(db, log)?.flush();
}
