import { segmentText } from './segment.ts';

/**
 * What the full-text index is asked for: the query's words cut into the index's tokens (letters and
 * digits; every engine's tokenizer splits on anything else, and segmentText cuts unspaced scripts),
 * any of which may match, each as a whole word, and phrases as runs of tokens found in that order,
 * every one of which must match. Whole words, not word starts: a prefix costs every engine a walk
 * over all the words it begins, which a common one makes slow.
 */
export interface FullTextTerms {
  tokens: string[];
  phrases: string[][];
}

const TOKEN = /[\p{L}\p{N}]+/gu;

/** The index's tokens of a text, in order, lower-cased. */
export function tokensOf(text: string): string[] {
  return segmentText(text).toLowerCase().match(TOKEN) ?? [];
}

/** The terms of the query's words and phrases, or null when they hold no letter or digit at all. */
export function fullTextTerms(words: string[], phrases: string[]): FullTextTerms | null {
  const tokens = [...new Set(words.flatMap(tokensOf))];
  const phraseTokens = phrases.map(tokensOf).filter((run) => run.length > 0);
  return tokens.length + phraseTokens.length > 0 ? { tokens, phrases: phraseTokens } : null;
}
