import { constants } from '../../../generated/constants.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

interface StoredItem {
  value: string;
  /** Unix milliseconds after which the item is gone */
  expires: number;
}

function isStoredItem(value: unknown): value is StoredItem {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as StoredItem).value === 'string' &&
    typeof (value as StoredItem).expires === 'number'
  );
}

/** Local storage can be switched off or full; the site then works without remembering. */
function localStore(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The stored value, or null when it is missing, unreadable or expired (an expired item is removed). */
export function readStored(key: string): string | null {
  const store = localStore();
  const raw = store?.getItem(key);
  if (!store || raw == null) return null;
  let item: unknown;
  try {
    item = JSON.parse(raw);
  } catch {
    item = null;
  }
  if (!isStoredItem(item) || item.expires <= Date.now()) {
    store.removeItem(key);
    return null;
  }
  return item.value;
}

export function writeStored(key: string, value: string, expiryDays: number = constants.storage.expiry_days): void {
  const item: StoredItem = { value, expires: Date.now() + expiryDays * DAY_MS };
  try {
    localStore()?.setItem(key, JSON.stringify(item));
  } catch {
    // A full or refused store only means the choice is not remembered.
  }
}

export function removeStored(key: string): void {
  localStore()?.removeItem(key);
}
