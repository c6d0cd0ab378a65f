import { constants } from '../../../generated/constants.ts';
import { readStored, removeStored, writeStored } from '../app/storage.ts';

/**
 * A draft as stored: the value and, for drafts that belong to one page (an answer to one question),
 * the scope it was written on. A draft of another scope is not offered.
 */
interface StoredDraft<T> {
  scope: string;
  value: T;
}

/** The draft kept under `key` for `scope`, or null when there is none, it expired, or it belongs elsewhere. */
export function readDraft<T>(key: string, scope = ''): T | null {
  const raw = readStored(key);
  if (raw == null) return null;
  try {
    const draft = JSON.parse(raw) as StoredDraft<T>;
    return draft.scope === scope ? draft.value : null;
  } catch {
    return null;
  }
}

/** Stored drafts expire after constants.storage.expiry_days (writeStored's default). */
export function writeDraft<T>(key: string, value: T, scope = ''): void {
  const draft: StoredDraft<T> = { scope, value };
  writeStored(key, JSON.stringify(draft));
}

export interface DraftSaver<T> {
  /** keeps `value` once typing has stopped for the debounce delay; a newer value replaces it */
  schedule(value: T): void;
  /** stores the waiting value now (leaving the page) */
  flush(): void;
  /** forgets the waiting value and the stored draft (after posting) */
  clear(): void;
}

/** Saves a draft `delayMs` after the last change (product spec §9: 3 s). */
export function createDraftSaver<T>(
  key: string,
  scope = '',
  delayMs: number = constants.timing.draft_save_debounce_ms,
): DraftSaver<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let waiting: { value: T } | null = null;

  const stop = () => {
    clearTimeout(timer);
    timer = undefined;
  };
  const flush = () => {
    stop();
    if (waiting) writeDraft(key, waiting.value, scope);
    waiting = null;
  };

  return {
    schedule(value) {
      stop();
      waiting = { value };
      timer = setTimeout(flush, delayMs);
    },
    flush,
    clear() {
      stop();
      waiting = null;
      removeStored(key);
    },
  };
}
