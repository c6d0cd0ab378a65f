import type { Kysely } from 'kysely';
import type { CacheStore } from './cache-store.ts';
import { WriteWatch } from './write-watch.ts';

/**
 * The cache of the database `db` belongs to (createDatabase gives each database one, watched by its
 * writes), or none for a Kysely made elsewhere. Inside a transaction there is none: reads there must
 * see the transaction's own writes.
 */
export function cacheOf(db: Kysely<any>): CacheStore | undefined {
  if (db.isTransaction) return undefined;
  const watch = db.getExecutor().plugins.find((plugin) => plugin instanceof WriteWatch);
  return watch?.cache;
}
