import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

type PostChanged = (trx: Kysely<Database>, postId: string) => Promise<void>;
interface Subscriber {
  /** the app's database now (installation may switch it) */
  database(): Kysely<Database>;
  postChanged: PostChanged;
}

const subscribers = new Set<Subscriber>();

/**
 * Where the post writers' change notices reach the search plugins of the app that made them. Writers call
 * it with their transaction, which knows no app; a transaction shares its database's adapter, so that
 * tells the apps of one process (the tests run several) apart.
 */
export function subscribeToPostChanges(subscriber: Subscriber): () => void {
  subscribers.add(subscriber);
  return () => subscribers.delete(subscriber);
}

/** Tells the search plugins that a question or answer was written, inside the writer's transaction. */
export async function postChanged(trx: Kysely<Database>, postId: string): Promise<void> {
  const adapter = trx.getExecutor().adapter;
  for (const subscriber of subscribers) {
    if (subscriber.database().getExecutor().adapter === adapter) await subscriber.postChanged(trx, postId);
  }
}
