import { constants } from '../../../generated/constants.ts';
import { isColorScheme, isLanguage, type ColorScheme, type Language } from '../../shared/preferences/index.ts';
import { readStored, writeStored } from './storage.ts';

/*
 * The header's switchers store what the visitor chose in this browser. The boot machine puts the
 * site's settings before stored values (product spec §4), and the site always has a language and a
 * colour scheme, so a stored value alone would never show again after a reload. A choice made
 * in a switcher therefore wins in this browser until it expires.
 */

export function chosenLanguage(): Language | null {
  const stored = readStored(constants.storage.keys.language) ?? undefined;
  return isLanguage(stored) ? stored : null;
}

/** The server reads no storage: a choice is also a cookie, kept as long, for the pages it serves next. */
function tellServer(cookie: string, value: string): void {
  const maxAge = constants.storage.expiry_days * 24 * 60 * 60;
  document.cookie = `${cookie}=${value}; path=${constants.base_path || '/'}; max-age=${maxAge}; samesite=lax`;
}

export function chooseLanguage(language: Language): void {
  writeStored(constants.storage.keys.language, language);
  tellServer(constants.languages.choice_cookie, language);
}

export function chosenColorScheme(): ColorScheme | null {
  const stored = readStored(constants.storage.keys.color_scheme) ?? undefined;
  return isColorScheme(stored) ? stored : null;
}

export function chooseColorScheme(scheme: ColorScheme): void {
  writeStored(constants.storage.keys.color_scheme, scheme);
  tellServer(constants.color_scheme.choice_cookie, scheme);
}
