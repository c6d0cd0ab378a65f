/**
 * The entries of one cache scope by key, in the order they were stored, with the keys kept for each
 * subject (a question) so a write about one question finds its entries without walking the others.
 * Entries kept for no subject are under `undefined`.
 */
export class ScopeEntries<E extends { subject?: string }> {
  readonly #entries = new Map<string, E>();
  readonly #keysBySubject = new Map<string | undefined, Set<string>>();

  get size(): number {
    return this.#entries.size;
  }

  get(key: string): E | undefined {
    return this.#entries.get(key);
  }

  /** Stores `entry` as the newest. */
  set(key: string, entry: E): void {
    this.delete(key);
    this.#entries.set(key, entry);
    let keys = this.#keysBySubject.get(entry.subject);
    if (!keys) this.#keysBySubject.set(entry.subject, (keys = new Set()));
    keys.add(key);
  }

  delete(key: string): void {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#entries.delete(key);
    const keys = this.#keysBySubject.get(entry.subject)!;
    keys.delete(key);
    if (keys.size === 0) this.#keysBySubject.delete(entry.subject);
  }

  /** The key stored longest ago (Maps keep insertion order). */
  oldestKey(): string | undefined {
    return this.#entries.keys().next().value;
  }

  /** The keys of every entry, or of those kept for `subject` or for none. */
  keysAbout(subject: string | undefined): string[] {
    if (subject === undefined) return [...this.#entries.keys()];
    return [...(this.#keysBySubject.get(undefined) ?? []), ...(this.#keysBySubject.get(subject) ?? [])];
  }
}
