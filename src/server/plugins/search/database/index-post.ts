import type { Kysely } from 'kysely';
import { lockingRead } from '../../../db/locking-read.ts';
import { objectTypeOf } from '../../../db/object-id.ts';
import type { Database } from '../../../db/schema.ts';
import { postChanged } from '../content-feed.ts';
import { engineIndex, type IndexedText } from './engine-index.ts';

/**
 * Reads posts' texts as the index takes them: `after` an id, in id order, `limit` of them; `locked`, the
 * rows stay locked until the transaction ends (lockingRead).
 */
export async function indexedTexts(
  db: Kysely<Database>,
  table: 'question' | 'answer',
  after: string,
  limit: number,
  { locked = false }: { locked?: boolean } = {},
): Promise<IndexedText[]> {
  if (table === 'question') {
    const questions = db
      .selectFrom('question')
      .select(['id', 'title', 'original_text as body'])
      .where('id', '>', after)
      .orderBy('id')
      .limit(limit);
    return (locked ? lockingRead(db, questions) : questions).execute();
  }
  const query = db
    .selectFrom('answer')
    .select(['id', 'original_text as body'])
    .where('id', '>', after)
    .orderBy('id')
    .limit(limit);
  const answers = await (locked ? lockingRead(db, query) : query).execute();
  return answers.map((answer) => ({ title: '', ...answer }));
}

/**
 * Puts a question's or answer's current title and text into the full-text index. Call it in the
 * transaction that writes the text (asking, answering, editing), after the write, so the index
 * changes exactly when the post does. Deleted, unlisted and pending posts stay in the index (so
 * undeleting needs nothing here); every search reads which posts may be shown from the posts. The other
 * search plugins that are on hear of the change too.
 */
export async function indexPost(trx: Kysely<Database>, postId: string): Promise<void> {
  const kind = objectTypeOf(postId);
  if (kind !== 'question' && kind !== 'answer') throw new Error(`no question or answer ${postId} to index`);
  // the id just below this one, so the read starts at it
  const [post] = await indexedTexts(trx, kind, (BigInt(postId) - 1n).toString(), 1);
  if (post?.id !== postId) throw new Error(`no question or answer ${postId} to index`);
  await engineIndex(trx).write(trx, [post]);
  await postChanged(trx, postId);
}
