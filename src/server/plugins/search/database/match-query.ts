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

/** What an engine's index query is made of: how it names the post id and the score, and its match condition. */
export interface MatchParts {
  id: RawBuilder<unknown>;
  score: RawBuilder<unknown>;
  where: RawBuilder<unknown>;
  asInteger: AsInteger;
}

/**
 * The matches query as a derived table of (id, score): in the id range asked for, and when bounded, the
 * best few of the newest `scored_matches_max` matches. The newest are read by the index's key order and
 * scored after the limit, so words on most of a large site cost a bounded scoring.
 */
export function matchesQuery({ id, score, where, asInteger }: MatchParts, options: MatchOptions) {
  const [low, high] = objectIdRange('question').map(asInteger);
  const range = options.questionsOnly ? sql` and ${id} between ${low} and ${high}` : sql``;
  const scan = sql`select ${id} as id, ${score} as score from search_index where ${where}${range}`;
  if (options.best === undefined) return sql<{ id: string; score: number }>`(${scan})`;
  return sql<{
    id: string;
    score: number;
  }>`(select id, score from (${scan} order by ${id} desc limit ${constants.search.scored_matches_max}) as newest order by score desc limit ${options.best})`;
}
