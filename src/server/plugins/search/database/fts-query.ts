import type { FullTextTerms } from './terms.ts';

/** A column of the SQLite index (migration 0021_search_relevance). */
export type FtsColumn = 'title' | 'body';

// tokens hold only letters and digits, so quoting them is all the escaping FTS5 needs
const quoted = (tokens: string[]) => `"${tokens.join(' ')}"`;

/** A run of tokens as an FTS5 phrase, in that column only when one is given. */
export function ftsPhrase(run: string[], column?: FtsColumn): string {
  return column ? `${column} : ${quoted(run)}` : quoted(run);
}

/** Any of the tokens, and every phrase, in FTS5's query syntax; in one column only when asked. */
export function ftsQuery({ tokens, phrases }: FullTextTerms, column?: FtsColumn): string {
  const anyToken = tokens.length > 0 ? [`(${tokens.map((token) => ftsPhrase([token], column)).join(' OR ')})`] : [];
  return [...anyToken, ...phrases.map((run) => ftsPhrase(run, column))].join(' AND ');
}
