import type { Kysely } from 'kysely';
import { constants } from '../../../../generated/constants.ts';
import { objectTypeOf } from '../../db/object-id.ts';
import { transactionWithRetry } from '../../db/retry-transaction.ts';
import type { Database } from '../../db/schema.ts';
import type { ImportRun } from './import-run.ts';
import type { SourceRow } from './xml-rows.ts';

const { vote_types: voteTypes, batch_size: batchSize } = constants.stackexchange_import;

interface Counts {
  up: number;
  down: number;
}

/**
 * The up- and downvotes of a dump per source post. The dump names no voter for them, so they are kept as
 * counts per post (imported_vote) rather than as votes of someone; a post not imported keeps none.
 */
export class VoteTally {
  private readonly bySourcePost = new Map<string, Counts>();

  count(row: SourceRow): void {
    const type = Number(row.VoteTypeId);
    if ((type !== voteTypes.up && type !== voteTypes.down) || row.PostId === undefined) return;
    const counts = this.bySourcePost.get(row.PostId) ?? { up: 0, down: 0 };
    if (type === voteTypes.up) counts.up += 1;
    else counts.down += 1;
    this.bySourcePost.set(row.PostId, counts);
  }

  /** Each batch as it is, counted on its way through. */
  async *through(batches: AsyncIterable<SourceRow[]>): AsyncGenerator<SourceRow[]> {
    for await (const batch of batches) {
      for (const row of batch) this.count(row);
      yield batch;
    }
  }

  /**
   * Writes the counts of every imported question and answer, a batch per transaction. The counts come
   * from the whole file each run, so a row already holding them is left alone: a second run changes nothing.
   */
  async write(run: ImportRun): Promise<void> {
    const rows = [...this.bySourcePost].flatMap(([sourceId, counts]) => {
      const objectId = run.map.target('post', sourceId);
      const type = objectId === undefined ? null : objectTypeOf(objectId);
      return objectId !== undefined && (type === 'question' || type === 'answer') ? [{ objectId, ...counts }] : [];
    });
    for (let start = 0; start < rows.length; start += batchSize) {
      const batch = rows.slice(start, start + batchSize);
      await transactionWithRetry(run.db, (trx) => writeBatch(trx, batch));
    }
  }
}

async function writeBatch(trx: Kysely<Database>, batch: Array<{ objectId: string } & Counts>): Promise<void> {
  const held = await trx
    .selectFrom('imported_vote')
    .selectAll()
    .where(
      'object_id',
      'in',
      batch.map((row) => row.objectId),
    )
    .execute();
  const byObject = new Map(held.map((row) => [String(row.object_id), row]));
  for (const { objectId, up, down } of batch) {
    const current = byObject.get(objectId);
    if (!current) {
      await trx.insertInto('imported_vote').values({ object_id: objectId, up, down }).execute();
    } else if (Number(current.up) !== up || Number(current.down) !== down) {
      await trx.updateTable('imported_vote').set({ up, down }).where('object_id', '=', objectId).execute();
    }
  }
}
