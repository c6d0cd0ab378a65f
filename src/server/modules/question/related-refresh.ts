import type { Kysely } from 'kysely';
import { constants } from '../../../../generated/constants.ts';
import { attachedTo, type Closable } from '../../db/attached.ts';
import type { Database } from '../../db/schema.ts';
import { keepRelated, type RelatedRow, workOutRelated } from './work-out-related.ts';

/**
 * The questions whose related lists a page view found missing or stale, worked out one at a time after
 * the views are answered, so no view waits for a more-like-this, and kept constants.search.related_refresh_batch
 * at a time (one commit each). A question already waiting is not
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
    while (this.#waiting.size > 0) {
      const batch = [...this.#waiting].slice(0, constants.search.related_refresh_batch);
      const rows: RelatedRow[] = [];
      for (const questionId of batch) {
        this.#waiting.delete(questionId);
        // a list that cannot be worked out now keeps the one stored; the next view asks again
        const row = await workOutRelated(this.#db, questionId).catch(() => undefined);
        if (row) rows.push(row);
      }
      await keepRelated(this.#db, rows).catch(() => undefined);
    }
    this.#running = undefined;
  }
}

/** The database's refresh of related lists; none inside a transaction or once the database is closed. */
export function relatedRefreshOf(db: Kysely<Database>): RelatedRefresh | undefined {
  return attachedTo(db)?.of('related_refresh', () => new RelatedRefresh(db));
}
