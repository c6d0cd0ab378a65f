/**
 * When a cache scope was last emptied, as a whole or for one subject (a question), by a clock that moves
 * at each write: an entry stored before the emptying that concerns it is stale. Emptying is one step,
 * however many entries the scope holds (a site posting answers empties scopes hundreds of times a second).
 */
export class EmptyingClock {
  readonly #subjectsMax: number;
  #now = 0;
  #whole = 0;
  /** the last write about any question: it empties every entry kept for no question */
  #anySubject = 0;
  readonly #bySubject = new Map<string, number>();

  /** `subjectsMax`: past this many subjects remembered, the next write about one empties the whole scope. */
  constructor(subjectsMax: number) {
    this.#subjectsMax = subjectsMax;
  }

  /** The stamp of an entry stored now. */
  get now(): number {
    return this.#now;
  }

  empty(subject?: string): void {
    const tick = ++this.#now;
    if (subject === undefined || this.#bySubject.size >= this.#subjectsMax) {
      this.#whole = tick;
      this.#bySubject.clear();
    } else {
      this.#anySubject = tick;
      this.#bySubject.set(subject, tick);
    }
  }

  /** Whether the whole scope was emptied (by a write that named no question) since `stamp`. */
  emptiedWholeSince(stamp: number): boolean {
    return stamp < this.#whole;
  }

  /** Whether an entry stamped `stamp`, kept for `subject` (or for none), was emptied since it was stored. */
  emptiedSince(stamp: number, subject: string | undefined): boolean {
    if (stamp < this.#whole) return true;
    return stamp < (subject === undefined ? this.#anySubject : (this.#bySubject.get(subject) ?? 0));
  }
}
