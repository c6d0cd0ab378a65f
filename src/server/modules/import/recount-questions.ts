import type { Kysely } from 'kysely';
import { constants } from '../../../../generated/constants.ts';
import { transactionWithRetry } from '../../db/retry-transaction.ts';
import type { Database } from '../../db/schema.ts';
import { refreshHotScore } from '../question/hot-score.ts';

const { post_status: status, question_link_status: linkStatus } = constants;

async function countOf(query: Promise<{ count: string | number | bigint } | undefined>): Promise<number> {
  return Number((await query)?.count ?? 0);
}

/** Sets a question's counters from the rows that hang off it, as the site's own writes keep them. */
async function recountQuestion(trx: Kysely<Database>, questionId: string, now: number): Promise<void> {
  const answers = trx.selectFrom('answer').where('question_id', '=', questionId).where('status', '=', status.normal);
  const answerCount = await countOf(answers.select((eb) => eb.fn.countAll().as('count')).executeTakeFirst());
  const lastAnswer = await answers.select('id').orderBy('created_at', 'desc').orderBy('id', 'desc').executeTakeFirst();
  const linkedCount = await countOf(
    trx
      .selectFrom('question_link')
      .select((eb) => eb.fn.countAll().as('count'))
      .where('to_question_id', '=', questionId)
      .where('status', '=', linkStatus.live)
      .executeTakeFirst(),
  );
  const collectionCount = await countOf(
    trx
      .selectFrom('collection')
      .select((eb) => eb.fn.countAll().as('count'))
      .where('object_id', '=', questionId)
      .executeTakeFirst(),
  );
  await trx
    .updateTable('question')
    .set({
      answer_count: answerCount,
      last_answer_id: lastAnswer ? lastAnswer.id : '0',
      linked_count: linkedCount,
      collection_count: collectionCount,
    })
    .where('id', '=', questionId)
    .execute();
  await refreshHotScore(trx, questionId, now);
}

/** Recounts the questions an import wrote to, a batch per transaction. */
export async function recountQuestions(
  db: Kysely<Database>,
  questionIds: Iterable<string>,
  now: number,
  onBatch: (count: number) => void,
): Promise<void> {
  const ids = [...questionIds];
  const size = constants.stackexchange_import.batch_size;
  for (let start = 0; start < ids.length; start += size) {
    const batch = ids.slice(start, start + size);
    await transactionWithRetry(db, async (trx) => {
      for (const id of batch) await recountQuestion(trx, id, now);
    });
    onBatch(batch.length);
  }
}
