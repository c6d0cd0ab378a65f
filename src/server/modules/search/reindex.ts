import type { Kysely } from 'kysely';
import { afterBulkLoad } from '../../db/after-bulk-load.ts';
import { transactionWithRetry } from '../../db/retry-transaction.ts';
import { countRows } from '../backup/snapshot.ts';
import type { Database } from '../../db/schema.ts';
import { engineIndex } from '../../plugins/search/database/engine-index.ts';
import { indexedTexts } from '../../plugins/search/database/index-post.ts';

/** Posts read and written per statement while rebuilding. */
const BATCH = 200;

/** How far a rebuild is: posts indexed so far of all there are. */
export type ReindexProgress = (done: number, total: number) => void;

/** Runs `work` in a transaction of its own, or in the caller's when it hands one in. */
type InTransaction = <T>(work: (trx: Kysely<Database>) => Promise<T>) => Promise<T>;

async function postCount(db: Kysely<Database>): Promise<number> {
  const [questions, answers] = await Promise.all([countRows(db, 'question'), countRows(db, 'answer')]);
  return questions + answers;
}

async function rebuild(
  db: Kysely<Database>,
  inTransaction: InTransaction,
  onProgress: ReindexProgress | undefined,
): Promise<number> {
  const index = engineIndex(db);
  const total = await postCount(db);
  let done = 0;
  for (const table of ['question', 'answer'] as const) {
    for (let after = '0'; ;) {
      // the batch's posts stay locked while their rows are written: a post written at the same moment is
      // read here as its writer left it, or written after this batch (and its writer indexes it again)
      const posts = await inTransaction(async (trx) => {
        const batch = await indexedTexts(trx, table, after, BATCH, { locked: true });
        await index.write(trx, batch);
        return batch;
      });
      if (posts.length === 0) break;
      after = posts.at(-1)!.id;
      done += posts.length;
      onProgress?.(done, total);
    }
  }
  await inTransaction((trx) => index.prune(trx));
  return done;
}

/**
 * Builds the whole search index again from the questions and answers (after rows were written past
 * the write paths, or the site's language changed its stemming). Each batch of posts replaces its own
 * rows in a short transaction of its own, in id order as the post writers lock them, so questions and
 * answers are written beside a rebuild (a rebuild in one transaction held every row of the index while
 * the writers waited on it and deadlocked); searches keep finding every post from its old row until its
 * new one replaces it. Rows of posts that no longer exist go last. Returns how many posts were indexed.
 * When it runs its own transactions, PostgreSQL then vacuums the index, whose every old row is dead.
 */
export async function rebuildSearchIndex(db: Kysely<Database>, onProgress?: ReindexProgress): Promise<number> {
  if (db.isTransaction) return rebuild(db, (work) => work(db), onProgress);
  const indexed = await rebuild(db, (work) => transactionWithRetry(db, work), onProgress);
  await afterBulkLoad(db, ['search_index']);
  return indexed;
}
