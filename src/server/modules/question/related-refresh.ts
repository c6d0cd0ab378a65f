import type { Kysely } from 'kysely';
import { constants } from '../../../../generated/constants.ts';
import { attachedTo, type Closable } from '../../db/attached.ts';
import type { Database } from '../../db/schema.ts';
import { workOutRelated } from './work-out-related.ts';

/**
 * The questions whose related lists a page view found missing or stale, worked out one at a time after
 * the views are answered, so no view waits for a more-like-this. A question already waiting is not
 * queued twice; past constants.search.related_refresh_queue_max waiting, a view asks nothing (a later
 * one asks again), so the queue stays bounded however many questions are visited.
 */
export class RelatedRefresh implements Closable {
  readonly #db: Kysely<Database>;
  readonly #waiting = new Set<string>();
  #running: Promise<void> | undefined;
  #closed = false;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  ask(questionId: string): void {
    if (this.#closed || this.#waiting.size >= constants.search.related_refresh_queue_max) return;
    this.#waiting.add(questionId);
    this.#running ??= this.#work();
  }

  /** Settles once every question asked for so far has its list (tests read the lists after it). */
  async settled(): Promise<void> {
    while (this.#running) await this.#running;
  }

  async close(): Promise<void> {
    this.#closed = true;
    this.#waiting.clear();
    await this.#running;
  }

  async #work(): Promise<void> {
    // after the request that asked has been answered
    await new Promise((resolve) => setImmediate(resolve));
    for (const questionId of this.#waiting) {
      this.#waiting.delete(questionId);
      // a list that cannot be worked out now keeps the one stored; the next view asks again
      await workOutRelated(this.#db, questionId).catch(() => undefined);
    }
    this.#running = undefined;
  }
}

/** The database's refresh of related lists; none inside a transaction or once the database is closed. */
export function relatedRefreshOf(db: Kysely<Database>): RelatedRefresh | undefined {
  return attachedTo(db)?.of('related_refresh', () => new RelatedRefresh(db));
}
