import type { Kysely } from 'kysely';
import { afterBulkLoad } from '../../db/after-bulk-load.ts';
import type { Database } from '../../db/schema.ts';
import { engineIndex } from '../../plugins/search/database/engine-index.ts';
import { indexedTexts } from '../../plugins/search/database/index-post.ts';

/** Posts read and written per statement while rebuilding. */
const BATCH = 200;

/** How far a rebuild is: posts indexed so far of all there are. */
export type ReindexProgress = (done: number, total: number) => void;

async function rebuild(trx: Kysely<Database>, onProgress: ReindexProgress | undefined): Promise<number> {
  const index = engineIndex(trx);
  const counts = await Promise.all(
    (['question', 'answer'] as const).map(async (table) =>
      Number(
        (
          await trx
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),
    ),
  );
  const total = counts[0]! + counts[1]!;
  let done = 0;
  await index.clear(trx);
  for (const table of ['question', 'answer'] as const) {
    for (let after = '0'; ;) {
      const posts = await indexedTexts(trx, table, after, BATCH);
      if (posts.length === 0) break;
      await index.write(trx, posts);
      after = posts.at(-1)!.id;
      done += posts.length;
      onProgress?.(done, total);
    }
  }
  return done;
}

/**
 * Builds the whole search index again from the questions and answers (after rows were written past
 * the write paths, or the site's language changed its stemming). One transaction: searches answer
 * from the old index until the new one is complete. Returns how many posts were indexed. When it commits
 * the transaction itself, PostgreSQL then vacuums the index, whose every old row is dead by then.
 */
export async function rebuildSearchIndex(db: Kysely<Database>, onProgress?: ReindexProgress): Promise<number> {
  if (db.isTransaction) return rebuild(db, onProgress);
  const indexed = await db.transaction().execute((trx) => rebuild(trx, onProgress));
  await afterBulkLoad(db, ['search_index']);
  return indexed;
}
