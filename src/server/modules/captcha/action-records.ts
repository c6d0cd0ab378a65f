import { constants } from '../../../../generated/constants.ts';
import { MemoryTtlStore, type TtlStore } from '../../plugins/captcha/ttl-store.ts';
import { isStale, type ActionRecord, type CaptchaAction } from './action-rules.ts';

const RECORD_TTL_MS = constants.captcha.record_ttl_seconds * 1000;

/**
 * Per unit, per action, per UTC day: a count and the time of the last action, kept for
 * record_ttl_seconds after each change (answer-api-facts §1.6). A new day starts a new record.
 */
export class ActionRecords {
  constructor(
    private readonly store: TtlStore<ActionRecord> = new MemoryTtlStore<ActionRecord>(
      constants.captcha.store_max_entries,
    ),
    private readonly now: () => number = Date.now,
  ) {}

  async get(action: CaptchaAction, unit: string): Promise<ActionRecord | undefined> {
    return this.store.get(this.#key(action, unit));
  }

  /** Counts one more action; a stale windowed count starts again at one. */
  async add(action: CaptchaAction, unit: string): Promise<ActionRecord> {
    const now = this.now();
    const previous = await this.get(action, unit);
    const count = previous && !isStale(action, previous, now) ? previous.count + 1 : 1;
    const record = { count, lastAt: now };
    await this.store.set(this.#key(action, unit), record, RECORD_TTL_MS);
    return record;
  }

  async reset(action: CaptchaAction, unit: string): Promise<void> {
    await this.store.delete(this.#key(action, unit));
  }

  #key(action: CaptchaAction, unit: string): string {
    const day = new Date(this.now()).toISOString().slice(0, 10);
    return `${unit}@${action}@${day}`;
  }
}
