import { constants } from '../../../generated/constants.ts';
import { EmptyingClock } from './emptying-clock.ts';
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

/** How an entry is kept besides its time to live. */
export interface KeepOptions {
  /** the question the entry shows, so writes about other questions leave it (write-subject.ts) */
  subject?: string;
  /**
   * Once a write empties the entry, how long after its load began it may still answer while one load of
   * its new value is under way (callers then wait for none); undefined: callers wait for the new value.
   */
  staleMs?: number;
}

/**
 * The seam for a shared cache (docs/architecture.md: in the process, replaceable by a shared store): callers only
 * remember and invalidate, so a store kept elsewhere can replace the in-process one. Values must be
 * plain data, JSON's or byte buffers (a kept page's bodies), as a shared store would serialize them.
 */
export interface CacheStore {
  /** The value under `key`, loaded once by `load` while missing, expired or invalidated since it was loaded. */
  remember<T>(scope: CacheScope, key: string, load: () => Promise<T>, ttlMs?: number, keep?: KeepOptions): Promise<T>;
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
  /**
   * Forgets everything of a scope, including loads already under way; given a subject, only the entries
   * kept for that subject or for none.
   */
  invalidate(scope: CacheScope, subject?: string): void;
  /** How many times the scope has been emptied: a copy kept elsewhere (a search thread's) is stale once it moves. */
  versionOf(scope: CacheScope): number;
  /** Since the store began, per scope used: lookups answered from it, lookups that loaded, emptyings. */
  counts(): CacheCounts[];
}

export interface CacheCounts {
  scope: CacheScope;
  hits: number;
  misses: number;
  invalidations: number;
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
  /** when its load began: what it holds was read after this */
  loadStartedAt: number;
  subject?: string;
  staleMs?: number;
  /** the scope's emptying clock when the entry was stored */
  stamp: number;
  /** the value from before a write emptied the entry, answered while the new one loads, until `until` */
  stale?: { value: Promise<unknown>; until: number };
  /** what the loaded value weighs, once counted in its scope's bytes */
  bytes?: number;
}

interface Scope {
  entries: Map<string, Entry>;
  clock: EmptyingClock;
}

/**
 * The cache of one process. Callers asking for the same key at once share one load instead of each
 * running it; an invalidation drops loads under way too, so one started before a write never answers a
 * caller that came after it (an entry kept with `staleMs` answers its old value meanwhile, as it says).
 * Invalidated entries stay in place, stale, until they are loaded again or pushed out by newer ones.
 */
export class InProcessCache implements CacheStore {
  readonly #scopes = new Map<CacheScope, Scope>();
  readonly #versions = new Map<CacheScope, number>();
  readonly #bytes = new Map<CacheScope, number>();
  readonly #lookups = new Map<CacheScope, { hits: number; misses: number }>();

  remember<T>(
    scope: CacheScope,
    key: string,
    load: () => Promise<T>,
    ttlMs = Number.POSITIVE_INFINITY,
    keep: KeepOptions = {},
  ): Promise<T> {
    const now = Date.now();
    const kept = this.#scope(scope);
    const fresh = this.#fresh(kept, key, now);
    this.#count(scope, fresh ? 1 : 0, fresh ? 0 : 1);
    const entry =
      fresh ?? this.#store(scope, key, load(), ttlMs, keep, this.#staleOf(kept, kept.entries.get(key), now));
    return (entry.stale && entry.stale.until > now ? entry.stale.value : entry.value) as Promise<T>;
  }

  rememberEach<T>(
    scope: CacheScope,
    keys: string[],
    loadMissing: (keys: string[]) => Promise<Map<string, T>>,
    ttlMs = Number.POSITIVE_INFINITY,
  ): Promise<Array<T | undefined>> {
    const now = Date.now();
    const kept = this.#scope(scope);
    const fresh = keys.map((key) => this.#fresh(kept, key, now));
    const hits = fresh.filter(Boolean).length;
    this.#count(scope, hits, keys.length - hits);
    if (fresh.every((entry) => entry?.loaded))
      return Promise.resolve(fresh.map((entry) => entry!.loaded!.value as T | undefined));
    const missing = keys.filter((_, index) => fresh[index] === undefined);
    const loaded = missing.length > 0 ? loadMissing(missing) : undefined;
    return Promise.all(
      keys.map(
        (key, index) =>
          (
            fresh[index] ??
            this.#store(
              scope,
              key,
              loaded!.then((found) => found.get(key)),
              ttlMs,
            )
          ).value,
      ),
    ) as Promise<Array<T | undefined>>;
  }

  invalidate(scope: CacheScope, subject?: string): void {
    this.#scope(scope).clock.empty(subject);
    this.#versions.set(scope, this.versionOf(scope) + 1);
  }

  versionOf(scope: CacheScope): number {
    return this.#versions.get(scope) ?? 0;
  }

  counts(): CacheCounts[] {
    return [...this.#scopes.keys()].map((scope) => ({
      scope,
      hits: this.#lookups.get(scope)?.hits ?? 0,
      misses: this.#lookups.get(scope)?.misses ?? 0,
      invalidations: this.versionOf(scope),
    }));
  }

  #count(scope: CacheScope, hits: number, misses: number): void {
    const counted = this.#lookups.get(scope) ?? { hits: 0, misses: 0 };
    counted.hits += hits;
    counted.misses += misses;
    this.#lookups.set(scope, counted);
  }

  #scope(scope: CacheScope): Scope {
    let kept = this.#scopes.get(scope);
    if (!kept) {
      kept = { entries: new Map(), clock: new EmptyingClock(entriesMax(scope)) };
      this.#scopes.set(scope, kept);
    }
    return kept;
  }

  #fresh(kept: Scope, key: string, now: number): Entry | undefined {
    const cached = kept.entries.get(key);
    return cached && cached.expiresAt > now && !kept.clock.emptiedSince(cached.stamp, cached.subject)
      ? cached
      : undefined;
  }

  /** The old value an entry may answer while it loads again: its loaded one, or the one it was already answering. */
  #staleOf(kept: Scope, entry: Entry | undefined, now: number): Entry['stale'] {
    if (entry?.staleMs === undefined) return undefined;
    // only a write about one question leaves an old value answering: one that named none (settings, a
    // login-required switch, a deletion, raw SQL) may hide what the old value shows
    if (kept.clock.emptiedWholeSince(entry.stamp)) return undefined;
    const stale = entry.loaded ? { value: entry.value, until: entry.loadStartedAt + entry.staleMs } : entry.stale;
    return stale && stale.until > now ? stale : undefined;
  }

  #store(
    scope: CacheScope,
    key: string,
    value: Promise<unknown>,
    ttlMs: number,
    keep: KeepOptions = {},
    stale?: Entry['stale'],
  ): Entry {
    const { entries, clock } = this.#scope(scope);
    // shared while it loads (an invalidation still drops it), then kept for ttlMs: a load slower than
    // its ttl (a page drawn on a busy machine) is still answered from once
    const entry: Entry = {
      expiresAt: Number.POSITIVE_INFINITY,
      value,
      subject: keep.subject,
      staleMs: keep.staleMs,
      stamp: clock.now,
      loadStartedAt: Date.now(),
      stale,
    };
    this.#forget(scope, key);
    // Maps keep insertion order: the first key is the one loaded longest ago.
    if (entries.size >= entriesMax(scope)) this.#forget(scope, entries.keys().next().value!);
    entries.set(key, entry);
    value.then(
      (loaded) => {
        entry.loaded = { value: loaded };
        entry.expiresAt = Date.now() + ttlMs;
        entry.stale = undefined;
        // one dropped while it loaded (replaced, pushed out) weighs nothing here
        if (entries.get(key) === entry) this.#weigh(scope, entry);
      },
      // a failed load is not remembered
      () => entries.get(key) === entry && this.#forget(scope, key),
    );
    return entry;
  }

  /** Counts a loaded entry in its scope's bytes, then forgets the oldest entries (itself too if need be) down to the bound. */
  #weigh(scope: CacheScope, entry: Entry): void {
    entry.bytes = valueBytes(entry.loaded!.value);
    this.#bytes.set(scope, (this.#bytes.get(scope) ?? 0) + entry.bytes);
    const bytesMax = BYTES_MAX[scope] ?? constants.cache.max_bytes_per_scope;
    for (const key of this.#scope(scope).entries.keys()) {
      if (this.#bytes.get(scope)! <= bytesMax) break;
      this.#forget(scope, key);
    }
  }

  #forget(scope: CacheScope, key: string): void {
    const { entries } = this.#scope(scope);
    const bytes = entries.get(key)?.bytes;
    entries.delete(key);
    if (bytes !== undefined) this.#bytes.set(scope, this.#bytes.get(scope)! - bytes);
  }
}

function entriesMax(scope: CacheScope): number {
  return ENTRIES_MAX[scope] ?? constants.cache.max_entries_per_scope;
}
