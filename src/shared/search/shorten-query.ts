import { constants } from '../../../generated/constants.ts';

export interface ShortenedQuery {
  /** the query as searched: trimmed, and cut when it was too long */
  query: string;
  shortened: boolean;
}

/**
 * A search query of at most search.query_max characters (code points, as the schema counts them): a
 * longer one, such as a pasted hash and a word, is cut at the last space within the bound, so no word is
 * searched in half; a single word longer than the bound is cut at the bound.
 */
export function shortenSearchQuery(raw: string, max: number = constants.search.query_max): ShortenedQuery {
  const query = raw.trim();
  const characters = Array.from(query);
  if (characters.length <= max) return { query, shortened: false };
  const head = characters.slice(0, max + 1).join('');
  const lastSpace = head.search(/\s\S*$/);
  const cut = lastSpace > 0 ? head.slice(0, lastSpace) : characters.slice(0, max).join('');
  return { query: cut.trim(), shortened: true };
}
