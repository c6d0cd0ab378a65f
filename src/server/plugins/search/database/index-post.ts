import type { Kysely } from 'kysely';
import { objectTypeOf } from '../../../db/object-id.ts';
import type { Database } from '../../../db/schema.ts';
import { postChanged } from '../content-feed.ts';
import { engineIndex, type IndexedText } from './engine-index.ts';

/** Posts read and written per statement while reindexing everything. */
const REINDEX_BATCH = 200;

/**
 * Puts a question's or answer's current title and text into the full-text index. Call it in the
 * transaction that writes the text (asking, answering, editing), after the write, so the index
 * changes exactly when the post does. The other search plugins that are on hear of the change too.
 */
export async function indexPost(trx: Kysely<Database>, postId: string): Promise<void> {
  const kind = objectTypeOf(postId);
  const post =
    kind === 'question'
      ? await trx
          .selectFrom('question')
          .select(['id', 'title', 'original_text as body'])
          .where('id', '=', postId)
          .executeTakeFirst()
      : kind === 'answer'
        ? await trx
            .selectFrom('answer')
            .select(['id', 'original_text as body'])
            .where('id', '=', postId)
            .executeTakeFirst()
        : undefined;
  if (!post) throw new Error(`no question or answer ${postId} to index`);
  await engineIndex(trx).write(trx, [{ title: '', ...post }]);
  await postChanged(trx, postId);
}

async function reindexTable(db: Kysely<Database>, table: 'question' | 'answer'): Promise<void> {
  let after = '0';
  for (;;) {
    const rows: IndexedText[] =
      table === 'question'
        ? await db
            .selectFrom('question')
            .select(['id', 'title', 'original_text as body'])
            .where('id', '>', after)
            .orderBy('id')
            .limit(REINDEX_BATCH)
            .execute()
        : (
            await db
              .selectFrom('answer')
              .select(['id', 'original_text as body'])
              .where('id', '>', after)
              .orderBy('id')
              .limit(REINDEX_BATCH)
              .execute()
          ).map((row) => ({ title: '', ...row }));
    if (rows.length === 0) return;
    await engineIndex(db).write(db, rows);
    after = rows.at(-1)!.id;
  }
}

/** Indexes every question and answer, e.g. posts written before the index existed or by the bench's seeder. */
export async function reindexAll(db: Kysely<Database>): Promise<void> {
  await reindexTable(db, 'question');
  await reindexTable(db, 'answer');
}
