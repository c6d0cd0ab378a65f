import { type RawBuilder, sql } from 'kysely';
import { constants } from '../../../../../generated/constants.ts';
import { objectIdRange } from '../../../db/object-id.ts';

/** What every engine's matches query shares: the title's weight, the question id range, the bound. */

export interface MatchOptions {
  /** only the best this many (all of them, in no order, when not given) */
  best?: number;
  /** only questions (more-like-this); by the id range, which the index reads by its key */
  questionsOnly?: boolean;
  /** matched in titles only */
  titleOnly?: boolean;
}

export const TITLE_WEIGHT = constants.search.title_weight;

/** An id bound as text (17 digits are past a double's precision) turned into the engine's integer. */
export type AsInteger = (id: string) => RawBuilder<unknown>;

/** The end of a matches query: the id range asked for (`and ...`), and the best few when bounded. */
export function narrowedBy(
  options: MatchOptions,
  id: RawBuilder<unknown>,
  score: RawBuilder<unknown>,
  asInteger: AsInteger,
) {
  const [low, high] = objectIdRange('question').map(asInteger);
  const range = options.questionsOnly ? sql` and ${id} between ${low} and ${high}` : sql``;
  const best = options.best === undefined ? sql`` : sql` order by ${score} desc limit ${options.best}`;
  return sql`${range}${best}`;
}
