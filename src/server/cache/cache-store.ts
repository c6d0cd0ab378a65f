import { constants } from '../../../generated/constants.ts';
import { valueBytes } from './value-bytes.ts';

/**
 * What a cache holds, by scope: each scope is emptied at once by the writes that change what it holds
 * (write-watch.ts decides which writes touch which scope).
 */
export type CacheScope =
  | 'settings'
  | 'question_lists'
  | 'question_pages'
  | 'profile_counts'
  | 'user_ranking'
  | 'search_results'
  | 'search_statistics'
  | 'search_postings'
  | 'search_candidates'
  | 'search_presented'
  | 'dashboard'
  | 'public_pages';

/**
 * The seam for a shared cache (DESIGN.md: in-process by default, Redis when configured): callers only
 * remember and invalidate, so a store kept elsewhere can replace the in-process one. Values must be
 * plain JSON data, as a shared store would serialize them.
 */
export interface CacheStore {
  /** The value under `key`, loaded once by `load` while missing, expired or invalidated since it was loaded. */
  remember<T>(scope: CacheScope, key: string, load: () => Promise<T>, ttlMs?: number): Promise<T>;
  /**
   * The value under each of `keys` (those `loadMissing` leaves out of its map: undefined), the missing or
   * expired ones loaded together by one call.
   */
  rememberEach<T>(
    scope: CacheScope,
    keys: string[],
    loadMissing: (keys: string[]) => Promise<Map<string, T>>,
    ttlMs?: number,
  ): Promise<Array<T | undefined>>;
  /** Forgets everything of a scope, including loads already under way. */
  invalidate(scope: CacheScope): void;
  /** How many times the scope has been emptied: a copy kept elsewhere (a search thread's) is stale once it moves. */
  versionOf(scope: CacheScope): number;
}

/** Scopes that keep one entry per post rather than per page or per word, and so hold more; drawn pages, which weigh more, fewer. */
const ENTRIES_MAX: Partial<Record<CacheScope, number>> = {
  public_pages: constants.page_cache.max_entries,
  search_candidates: constants.search.candidate_rows_max,
  search_presented: constants.search.presented_hits_max,
};

/** Drawn pages weigh hundreds of kilobytes each: a bound of their own (bytes as value-bytes.ts estimates them). */
const BYTES_MAX: Partial<Record<CacheScope, number>> = {
  public_pages: constants.page_cache.max_bytes,
};

interface Entry {
  expiresAt: number;
  value: Promise<unknown>;
  /** the value once loaded: a batch of loaded entries is answered without awaiting each one */
  loaded?: { value: unknown };
  /** what the loaded value weighs, once counted in its scope's bytes */
  bytes?: number;
}

/**
 * The cache of one process. Callers asking for the same key at once share one load instead of each
 * running it; an invalidation drops loads under way too, so one started before a write never answers a
 * caller that came after it.
 */
export class InProcessCache implements CacheStore {
  readonly #entries = new Map<CacheScope, Map<string, Entry>>();
  readonly #versions = new Map<CacheScope, number>();
  readonly #bytes = new Map<CacheScope, number>();

  remember<T>(scope: CacheScope, key: string, load: () => Promise<T>, ttlMs = Number.POSITIVE_INFINITY): Promise<T> {
    return (this.#fresh(this.#scope(scope), key, Date.now())?.value ??
      this.#store(scope, key, load(), ttlMs)) as Promise<T>;
  }

  rememberEach<T>(
    scope: CacheScope,
    keys: string[],
    loadMissing: (keys: string[]) => Promise<Map<string, T>>,
    ttlMs = Number.POSITIVE_INFINITY,
  ): Promise<Array<T | undefined>> {
    const now = Date.now();
    const entries = this.#scope(scope);
    const fresh = keys.map((key) => this.#fresh(entries, key, now));
    if (fresh.every((entry) => entry?.loaded))
      return Promise.resolve(fresh.map((entry) => entry!.loaded!.value as T | undefined));
    const missing = keys.filter((_, index) => fresh[index] === undefined);
    const loaded = missing.length > 0 ? loadMissing(missing) : undefined;
    return Promise.all(
      keys.map(
        (key, index) =>
          fresh[index]?.value ??
          this.#store(
            scope,
            key,
            loaded!.then((found) => found.get(key)),
            ttlMs,
          ),
      ),
    ) as Promise<Array<T | undefined>>;
  }

  invalidate(scope: CacheScope): void {
    this.#entries.get(scope)?.clear();
    this.#bytes.delete(scope);
    this.#versions.set(scope, this.versionOf(scope) + 1);
  }

  versionOf(scope: CacheScope): number {
    return this.#versions.get(scope) ?? 0;
  }

  #scope(scope: CacheScope): Map<string, Entry> {
    let entries = this.#entries.get(scope);
    if (!entries) this.#entries.set(scope, (entries = new Map()));
    return entries;
  }

  #fresh(entries: Map<string, Entry>, key: string, now: number): Entry | undefined {
    const cached = entries.get(key);
    return cached && cached.expiresAt > now ? cached : undefined;
  }

  #store(scope: CacheScope, key: string, value: Promise<unknown>, ttlMs: number): Promise<unknown> {
    const entries = this.#scope(scope);
    // shared while it loads (an invalidation still drops it), then kept for ttlMs: a load slower than
    // its ttl (a page drawn on a busy machine) is still answered from once
    const entry: Entry = { expiresAt: Number.POSITIVE_INFINITY, value };
    this.#forget(scope, key);
    // Maps keep insertion order: the first key is the one loaded longest ago.
    if (entries.size >= (ENTRIES_MAX[scope] ?? constants.cache.max_entries_per_scope))
      this.#forget(scope, entries.keys().next().value!);
    entries.set(key, entry);
    value.then(
      (loaded) => {
        entry.loaded = { value: loaded };
        entry.expiresAt = Date.now() + ttlMs;
        // one dropped while it loaded (invalidated, replaced, pushed out) weighs nothing here
        if (entries.get(key) === entry) this.#weigh(scope, entry);
      },
      // a failed load is not remembered
      () => entries.get(key) === entry && this.#forget(scope, key),
    );
    return value;
  }

  /** Counts a loaded entry in its scope's bytes, then forgets the oldest entries (itself too if need be) down to the bound. */
  #weigh(scope: CacheScope, entry: Entry): void {
    entry.bytes = valueBytes(entry.loaded!.value);
    this.#bytes.set(scope, (this.#bytes.get(scope) ?? 0) + entry.bytes);
    const bytesMax = BYTES_MAX[scope] ?? constants.cache.max_bytes_per_scope;
    for (const key of this.#scope(scope).keys()) {
      if (this.#bytes.get(scope)! <= bytesMax) break;
      this.#forget(scope, key);
    }
  }

  #forget(scope: CacheScope, key: string): void {
    const entries = this.#scope(scope);
    const bytes = entries.get(key)?.bytes;
    entries.delete(key);
    if (bytes !== undefined) this.#bytes.set(scope, this.#bytes.get(scope)! - bytes);
  }
}
