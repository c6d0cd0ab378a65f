import { type Kysely, sql } from 'kysely';
import { constants } from '../../../../../generated/constants.ts';
import type { Database } from '../../../db/schema.ts';
import { engineIndex } from './engine-index.ts';
import { subjectTokens } from './stop-words.ts';
import { tokensOf } from './terms.ts';

/**
 * More-like-this on the search index: the questions sharing the most (and rarest) words with the
 * text, title matches weighing most, best first. The language's stop words are not asked for (stop-words.ts).
 * Only the index is read, by its words; which of them may be shown is left to the caller, who looks them up by id.
 */
export async function questionsLike(
  db: Kysely<Database>,
  text: string,
  language: string,
  best: number,
): Promise<string[]> {
  const tokens = subjectTokens([...new Set(tokensOf(text))], language);
  if (tokens.length === 0) return [];
  const matches = await engineIndex(db).matches(
    db,
    { tokens, phrases: [] },
    { kind: 'question', newest: constants.search.scored_matches_max, scored: true },
  );
  const { rows } = await sql<{
    id: string | number;
  }>`select id from ${matches} as m order by score desc limit ${best}`.execute(db);
  return rows.map((row) => String(row.id));
}
