/**
 * A small key-value store whose entries expire. The captcha keeps its state behind this so the
 * in-process map can later give way to a shared cache (Redis) without touching the callers.
 */
export interface TtlStore<V> {
  get(key: string): Promise<V | undefined>;
  set(key: string, value: V, ttlMs: number): Promise<void>;
  /** reads and removes in one step, so a value can be used once only */
  take(key: string): Promise<V | undefined>;
  delete(key: string): Promise<void>;
}

interface Entry<V> {
  value: V;
  expiresAt: number;
}

/**
 * The in-process store. Expired entries are dropped when read and by a sweep at most once per
 * sweep interval when writing; beyond maxEntries the oldest written entry goes first.
 */
export class MemoryTtlStore<V> implements TtlStore<V> {
  readonly #entries = new Map<string, Entry<V>>();
  #nextSweep = 0;

  constructor(
    private readonly maxEntries: number,
    private readonly now: () => number = Date.now,
    private readonly sweepIntervalMs = 60_000,
  ) {}

  async get(key: string): Promise<V | undefined> {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.#entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  async set(key: string, value: V, ttlMs: number): Promise<void> {
    this.#sweep();
    // Re-inserting moves the key to the end, so the map's order stays oldest-write first.
    this.#entries.delete(key);
    this.#entries.set(key, { value, expiresAt: this.now() + ttlMs });
    while (this.#entries.size > this.maxEntries) {
      const oldest = this.#entries.keys().next().value as string;
      this.#entries.delete(oldest);
    }
  }

  async take(key: string): Promise<V | undefined> {
    const value = await this.get(key);
    this.#entries.delete(key);
    return value;
  }

  async delete(key: string): Promise<void> {
    this.#entries.delete(key);
  }

  #sweep(): void {
    const now = this.now();
    if (now < this.#nextSweep) return;
    this.#nextSweep = now + this.sweepIntervalMs;
    for (const [key, entry] of this.#entries) if (entry.expiresAt <= now) this.#entries.delete(key);
  }
}
