import { constants } from '../../../generated/constants.ts';
import type { LanguageBundle } from '../../../machines/boot.machine.ts';
import { isLanguage, type Language } from '../../shared/preferences/index.ts';

export interface CachedBundle {
  language: Language;
  bundle: LanguageBundle;
}

const KEY = constants.storage.keys.language_bundle;

function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** An object of plain texts and compiled messages (the parts are trusted: only this app wrote them). */
function isBundle(value: unknown): value is LanguageBundle {
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.values(value).every((message) => typeof message === 'string' || Array.isArray(message))
  );
}

/** The language bundle this browser session already fetched, if it is intact. */
export function readCachedBundle(): CachedBundle | null {
  const raw = sessionStore()?.getItem(KEY);
  if (raw == null) return null;
  try {
    const cached = JSON.parse(raw) as Partial<CachedBundle>;
    return isLanguage(cached.language) && isBundle(cached.bundle)
      ? { language: cached.language, bundle: cached.bundle }
      : null;
  } catch {
    return null;
  }
}

export function writeCachedBundle(cached: CachedBundle): void {
  try {
    sessionStore()?.setItem(KEY, JSON.stringify(cached));
  } catch {
    // Without the cache the next page load fetches the bundle again; nothing else changes.
  }
}
