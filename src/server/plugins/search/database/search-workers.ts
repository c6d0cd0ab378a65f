import { Worker } from 'node:worker_threads';
import { constants } from '../../../../../generated/constants.ts';
import type { CacheStore } from '../../../cache/cache-store.ts';
import { cacheOf } from '../../../cache/database-cache.ts';
import { attachedTo, type Closable } from '../../../db/attached.ts';
import { sqliteFileOfUrl } from '../../../db/database-url.ts';
import { engineOf } from '../../../db/engine.ts';
import type { UntypedDatabase } from '../../../db/untyped.ts';
import type { SearchCondition, SearchHit } from '../provider.ts';

type Found = { count: number; hits: SearchHit[] };
/** more-like-this (more-like-this.ts): the questions most like `text`, best first */
export interface LikeRequest {
  text: string;
  language: string;
  best: number;
}
type Reply = { ready: true } | { found: Found } | { like: string[] } | { error: string };

/** The scopes a thread keeps between searches and the server's writes empty. */
export const THREAD_SCOPES = ['search_postings', 'search_candidates'] as const;

/**
 * A search as a thread is sent it. `versions` are the server's cache's versions of the scopes the thread
 * keeps (CacheStore.versionOf): a thread seeing one move empties its own copy of that scope (null: the
 * server keeps no cache, so neither does the thread).
 */
export type SearchMessage = ({ condition: SearchCondition } | { like: LikeRequest }) & {
  versions: Array<number | null>;
};

type Job = SearchMessage & {
  resolve(answer: unknown): void;
  reject(error: Error): void;
};

/** constants.search.sqlite_worker_young_generation_mb (spec/constants.yaml says why) */
const THREAD_LIMITS = { maxYoungGenerationSizeMb: constants.search.sqlite_worker_young_generation_mb };

/**
 * A thread running the worker's script: built, the file beside the one bundled server file
 * (scripts/start/build-server.mjs); from the sources, the TypeScript beside this file, loaded through
 * tsx's loader registered in the thread first (Node 20 does not apply a loader given to a thread by --import).
 */
function workerThread(url: string): Worker {
  const options = { workerData: { url }, resourceLimits: THREAD_LIMITS };
  if (import.meta.url.endsWith('.js')) return new Worker(new URL('./search-worker.js', import.meta.url), options);
  const loader = import.meta.resolve('tsx/esm/api');
  const script = new URL('./search-worker.ts', import.meta.url).href;
  const start = `import(${JSON.stringify(loader)}).then(({ register }) => { register(); return import(${JSON.stringify(script)}); })`;
  return new Worker(start, { ...options, eval: true });
}

/**
 * Searches of a SQLite file, found in constants.search.sqlite_workers threads started together on first use,
 * each with its own read-only connection, one search at a time each, the rest queued in order. better-sqlite3
 * holds the thread calling it, so on the main thread a new search kept every other request waiting. Until a
 * thread has loaded its code (a second or more from the TypeScript sources on a busy machine) the caller
 * searches itself, so starting them never makes a search wait. A thread is referenced only while it
 * searches, so an idle pool keeps no process alive.
 */
export class SearchWorkers implements Closable {
  readonly #url: string;
  readonly #cache: CacheStore | undefined;
  readonly #threads = new Set<Worker>();
  readonly #idle: Worker[] = [];
  readonly #busy = new Map<Worker, Job>();
  readonly #queue: Job[] = [];

  constructor(url: string, cache: CacheStore | undefined) {
    this.#url = url;
    this.#cache = cache;
  }

  /** The search's posts, or undefined while no thread is ready yet. */
  find(condition: SearchCondition): Promise<Found> | undefined {
    return this.#ask({ condition }) as Promise<Found> | undefined;
  }

  /**
   * The questions most like a text (related questions worked out off the page view), or undefined while no
   * thread is ready: the caller works them out itself meanwhile, as a search does.
   */
  like(request: LikeRequest): Promise<string[]> | undefined {
    return this.#ask({ like: request }) as Promise<string[]> | undefined;
  }

  #ask(request: { condition: SearchCondition } | { like: LikeRequest }): Promise<unknown> | undefined {
    if (this.#threads.size === 0)
      for (let started = 0; started < constants.search.sqlite_workers; started++) this.#start();
    if (this.#idle.length + this.#busy.size === 0) return undefined;
    const versions = THREAD_SCOPES.map((scope) => this.#cache?.versionOf(scope) ?? null);
    return new Promise((resolve, reject) => {
      this.#queue.push({ ...request, versions, resolve, reject });
      this.#dispatch();
    });
  }

  /** Ends every thread once it has closed its connection; searches still queued fail. */
  async close(): Promise<void> {
    for (const job of this.#queue.splice(0)) job.reject(new Error('the search workers are closed'));
    await Promise.all(
      [...this.#threads].map((thread) => {
        const exited = new Promise((resolve) => thread.once('exit', resolve));
        thread.postMessage(null);
        return exited;
      }),
    );
  }

  #dispatch(): void {
    while (this.#queue.length > 0 && this.#idle.length > 0) {
      const thread = this.#idle.pop()!;
      const job = this.#queue.shift()!;
      this.#busy.set(thread, job);
      thread.ref();
      const { resolve: _resolve, reject: _reject, ...message } = job;
      thread.postMessage(message satisfies SearchMessage);
    }
  }

  #start(): void {
    const thread = workerThread(this.#url);
    this.#threads.add(thread);
    thread.unref();
    thread.on('message', (reply: Reply) => {
      const job = this.#busy.get(thread);
      this.#busy.delete(thread);
      thread.unref();
      this.#idle.push(thread);
      if ('found' in reply) job?.resolve(reply.found);
      else if ('like' in reply) job?.resolve(reply.like);
      else if ('error' in reply) job?.reject(new Error(reply.error));
      this.#dispatch();
    });
    // a thread that fails or ends fails its search; once all have ended, the next search starts them again
    thread.on('error', (error) => this.#busy.get(thread)?.reject(error));
    thread.on('exit', () => {
      this.#busy.get(thread)?.reject(new Error('a search worker ended'));
      this.#busy.delete(thread);
      this.#threads.delete(thread);
      const idle = this.#idle.indexOf(thread);
      if (idle >= 0) this.#idle.splice(idle, 1);
      this.#dispatch();
    });
  }
}

/**
 * The search workers of a SQLite file database (started on first use, closed with the database); none for
 * the other engines, which read asynchronously anyway, an in-memory SQLite, which no other connection can
 * open, and inside a transaction, whose reads must see its writes.
 */
export function searchWorkersOf(db: UntypedDatabase): SearchWorkers | undefined {
  const attached = attachedTo(db);
  if (!attached || engineOf(db) !== 'sqlite' || sqliteFileOfUrl(attached.url) === ':memory:') return undefined;
  return attached.of('search_workers', () => new SearchWorkers(attached.url, cacheOf(db)));
}
