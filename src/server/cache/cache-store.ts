import { constants } from '../../../generated/constants.ts';

/**
 * What a cache holds, by scope: each scope is emptied at once by the writes that change what it holds
 * (write-watch.ts decides which writes touch which scope).
 */
export type CacheScope =
  | 'settings'
  | 'question_lists'
  | 'question_pages'
  | 'profile_counts'
  | 'search_results'
  | 'search_statistics'
  | 'search_postings'
  | 'dashboard';

/**
 * The seam for a shared cache (DESIGN.md: in-process by default, Redis when configured): callers only
 * remember and invalidate, so a store kept elsewhere can replace the in-process one. Values must be
 * plain JSON data, as a shared store would serialize them.
 */
export interface CacheStore {
  /** The value under `key`, loaded once by `load` while missing, expired or invalidated since it was loaded. */
  remember<T>(scope: CacheScope, key: string, load: () => Promise<T>, ttlMs?: number): Promise<T>;
  /** Forgets everything of a scope, including loads already under way. */
  invalidate(scope: CacheScope): void;
}

interface Entry {
  expiresAt: number;
  value: Promise<unknown>;
}

/**
 * The cache of one process. Callers asking for the same key at once share one load instead of each
 * running it; an invalidation drops loads under way too, so one started before a write never answers a
 * caller that came after it.
 */
export class InProcessCache implements CacheStore {
  readonly #entries = new Map<CacheScope, Map<string, Entry>>();

  remember<T>(scope: CacheScope, key: string, load: () => Promise<T>, ttlMs = Number.POSITIVE_INFINITY): Promise<T> {
    let entries = this.#entries.get(scope);
    if (!entries) this.#entries.set(scope, (entries = new Map()));
    const cached = entries.get(key);
    if (cached && cached.expiresAt > Date.now()) return cached.value as Promise<T>;
    const value = load();
    const entry: Entry = { expiresAt: Date.now() + ttlMs, value };
    entries.delete(key);
    // Maps keep insertion order: the first key is the one loaded longest ago.
    if (entries.size >= constants.cache.max_entries_per_scope) entries.delete(entries.keys().next().value!);
    entries.set(key, entry);
    // a failed load is not remembered
    value.catch(() => entries.get(key) === entry && entries.delete(key));
    return value;
  }

  invalidate(scope: CacheScope): void {
    this.#entries.get(scope)?.clear();
  }
}
