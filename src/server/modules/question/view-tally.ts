import type { Kysely } from 'kysely';
import { constants } from '../../../../generated/constants.ts';
import type { Database } from '../../db/schema.ts';
import { refreshHotScore } from './hot-score.ts';

const WINDOW_MS = constants.views.viewer_window_seconds * 1000;

/**
 * The views of one database's questions, counted in memory: a page served from the page cache still
 * counts, and a busy question costs one write per flush instead of one per view. Each flush adds to the
 * stored count (never sets it), so several processes counting the same question add up.
 */
export class ViewTally {
  readonly #db: Kysely<Database>;
  readonly #onError: (error: unknown) => void;
  /** viewer and question → when that viewer's next view of it counts again (Maps keep insertion order: oldest first) */
  readonly #seen = new Map<string, number>();
  /** question id → views not yet written */
  #pending = new Map<string, number>();
  /** questions whose views were written since their hot scores were last refreshed */
  readonly #unscored = new Set<string>();
  #scoredAt = Date.now();
  #flushing: Promise<void> = Promise.resolve();
  readonly #timer: NodeJS.Timeout;

  constructor(db: Kysely<Database>, onError: (error: unknown) => void) {
    this.#db = db;
    this.#onError = onError;
    this.#timer = setInterval(() => void this.flush().catch(onError), constants.views.flush_seconds * 1000);
    // views waiting for their flush must not keep a stopping process alive: close() writes them
    this.#timer.unref();
  }

  /** Counts `viewer`'s view of the question unless they viewed it within the window; whether it counted. */
  count(questionId: string, viewer: string, now = Date.now()): boolean {
    const key = `${viewer}\n${questionId}`;
    const until = this.#seen.get(key);
    if (until !== undefined && until > now) return false;
    this.#seen.delete(key);
    if (this.#seen.size >= constants.views.viewers_max) this.#seen.delete(this.#seen.keys().next().value!);
    this.#seen.set(key, now + WINDOW_MS);
    this.#pending.set(questionId, (this.#pending.get(questionId) ?? 0) + 1);
    return true;
  }

  /** Writes the views counted so far, in one transaction; views that fail to be written are kept for the next. */
  flush(): Promise<void> {
    this.#flushing = this.#flushing.then(() => this.#write());
    return this.#flushing;
  }

  async close(): Promise<void> {
    clearInterval(this.#timer);
    await this.flush();
  }

  async #write(): Promise<void> {
    if (this.#pending.size === 0) return;
    const batch = this.#pending;
    this.#pending = new Map();
    try {
      await this.#db.transaction().execute(async (trx) => {
        for (const [id, views] of batch)
          await trx
            .updateTable('question')
            .set((eb) => ({ view_count: eb('view_count', '+', views) }))
            .where('id', '=', id)
            .execute();
      });
    } catch (error) {
      for (const [id, views] of batch) this.#pending.set(id, (this.#pending.get(id) ?? 0) + views);
      throw error;
    }
    for (const id of batch.keys()) this.#unscored.add(id);
    // part of the flush, so a caller awaiting it (close(), a test) finds every write done; a failure is
    // reported, not thrown, as the views themselves are written
    await this.#refreshHotScores().catch(this.#onError);
  }

  /** The hot scores that views feed (the frequent order), refreshed together at most once per interval. */
  async #refreshHotScores(): Promise<void> {
    const now = Date.now();
    if (now - this.#scoredAt < constants.hot_score.view_refresh_seconds * 1000) return;
    const ids = [...this.#unscored];
    this.#unscored.clear();
    this.#scoredAt = now;
    for (const id of ids) await refreshHotScore(this.#db, id);
  }
}
