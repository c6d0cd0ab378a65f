/**
 * What the full-text index is asked for: the query's words cut into the index's tokens (letters and
 * digits; every engine's tokenizer splits on anything else), each to be found as a word or the start
 * of one, and phrases as runs of tokens found in that order.
 */
export interface FullTextTerms {
  prefixes: string[];
  phrases: string[][];
}

const TOKEN = /[\p{L}\p{N}]+/gu;

function tokensOf(text: string): string[] {
  return text.toLowerCase().match(TOKEN) ?? [];
}

/** The terms of the query's words and phrases, or null when they hold no letter or digit at all. */
export function fullTextTerms(words: string[], phrases: string[]): FullTextTerms | null {
  const prefixes = [...new Set(words.flatMap(tokensOf))];
  const phraseTokens = phrases.map(tokensOf).filter((tokens) => tokens.length > 0);
  return prefixes.length + phraseTokens.length > 0 ? { prefixes, phrases: phraseTokens } : null;
}
