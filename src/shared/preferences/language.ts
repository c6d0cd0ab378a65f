import { constants } from '../../../generated/constants.ts';

export type Language = (typeof constants.languages.available)[number]['value'];

export interface LanguageSources {
  user?: { language: string } | null;
  interfaceLanguage?: string;
  stored?: string;
}

export function isLanguage(value: string | undefined): value is Language {
  return constants.languages.available.some((language) => language.value === value);
}

/**
 * The user's 'default' setting needs no branch of its own: it is not an available
 * language, so it falls through to the interface language like a missing one.
 */
export function resolveLanguage({ user, interfaceLanguage, stored }: LanguageSources): Language {
  const userLanguage = user?.language;
  if (isLanguage(userLanguage)) return userLanguage;
  if (isLanguage(interfaceLanguage)) return interfaceLanguage;
  if (isLanguage(stored)) return stored;
  return constants.languages.default;
}
