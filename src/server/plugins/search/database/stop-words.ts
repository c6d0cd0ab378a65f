import { constants } from '../../../../../generated/constants.ts';

const stopWords: Record<string, ReadonlySet<string>> = Object.fromEntries(
  Object.entries(constants.search.stop_words).map(([language, words]) => [language, new Set<string>(words)]),
);

/** The stop words of a language (none for a language without a list). */
export function stopWordsOf(language: string): ReadonlySet<string> | undefined {
  return stopWords[language];
}

/**
 * The tokens that carry a text's subject in the site's language: its stop words (constants
 * search.stop_words) left out. Tokens that are all stop words are kept whole, as leaving nothing would
 * find nothing for a title like "How do I do this".
 */
export function subjectTokens(tokens: string[], language: string): string[] {
  const stop = stopWords[language];
  if (!stop) return tokens;
  const kept = tokens.filter((token) => !stop.has(token));
  return kept.length > 0 ? kept : tokens;
}
