import type { CacheScope, CacheStore } from './cache-store.ts';
import { WriteWatch } from './write-watch.ts';
import type { UntypedDatabase } from '../db/untyped.ts';

/**
 * The cache of the database `db` belongs to (createDatabase gives each database one, watched by its
 * writes), or none for a Kysely made elsewhere. Inside a transaction there is none: reads there must
 * see the transaction's own writes.
 */
export function cacheOf(db: UntypedDatabase): CacheStore | undefined {
  if (db.isTransaction) return undefined;
  const watch = db.getExecutor().plugins.find((plugin) => plugin instanceof WriteWatch);
  return watch?.cache;
}

/**
 * `load()` kept under `key` in the database's cache for `ttlSeconds` (emptied sooner by the writes that
 * touch `scope`); loaded every time where there is no cache (a Kysely made elsewhere, a transaction).
 */
export function remembered<T>(
  db: UntypedDatabase,
  scope: CacheScope,
  key: string,
  ttlSeconds: number,
  load: () => Promise<T>,
): Promise<T> {
  const cache = cacheOf(db);
  return cache ? cache.remember(scope, key, load, ttlSeconds * 1000) : load();
}

/**
 * The value under each of `keys` in the database's cache (undefined where `loadMissing` found none), those
 * missing loaded together; all loaded at once where there is no cache.
 */
export async function rememberedEach<T>(
  db: UntypedDatabase,
  scope: CacheScope,
  keys: string[],
  ttlSeconds: number,
  loadMissing: (keys: string[]) => Promise<Map<string, T>>,
): Promise<Array<T | undefined>> {
  const cache = cacheOf(db);
  if (cache) return cache.rememberEach(scope, keys, loadMissing, ttlSeconds * 1000);
  const loaded = await loadMissing(keys);
  return keys.map((key) => loaded.get(key));
}
