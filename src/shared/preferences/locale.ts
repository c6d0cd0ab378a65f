import { constants } from '../../../generated/constants.ts';
import type { Language } from './language.ts';

/** The BCP 47 locale of a language (en_US → en-US), for <html lang> and Intl formatting. */
export function localeOf(language: Language): string {
  const entry = constants.languages.available.find(({ value }) => value === language);
  if (!entry) throw new Error(`no locale for ${language}`);
  return entry.locale;
}
