import { sql } from 'kysely';
import { SEARCH_WALK_INDEX } from '../../../db/migrations/0009_search_walk.ts';
import type { SearchObjectType } from '../../../../shared/search/parse-query.ts';
import type { SearchCondition } from '../provider.ts';
import type { FullTextMatches } from './engine-index.ts';
import type { UntypedExpression } from '../../../db/untyped.ts';

/**
 * How a filtered column is named in a query. SQLite, planning without statistics, takes an index led by
 * a status or a flag for a narrow one: a unary plus keeps a filter from using any (sqlite.org/optoverview),
 * so what leads stays what leads.
 */
export type ColumnOf = (name: string) => UntypedExpression;

/**
 * What leads SQLite to a kind's matches: what narrows them most (the full-text matches, a less common
 * tag, the user, the question), or else a walk over the newest posts along the covering index, which
 * stops once enough are found and costs a scan of that index (not of the rows) when few match.
 */
export type Lead = 'newest' | 'narrowing';

/** The full-text matches: already read (each id's score), or a derived table to join. */
export type Matches = Map<string, number> | FullTextMatches;

/** The bounds that shape the work of a search (constants.yaml `search`); tests narrow them to reach every plan. */
export type SearchBounds = Record<'candidates_max' | 'popular_tag_questions' | 'scored_matches_max', number>;

/** What every part of a query needs to know: the search and what leads to its matches. */
export interface Plan {
  condition: SearchCondition;
  bounds: SearchBounds;
  matches: Matches | null;
  popularTags: boolean;
  lead: Lead;
  /** whether the plan is steered (SQLite; other engines plan by their statistics) */
  steered: boolean;
}

export const columnOf = ({ steered }: Plan): ColumnOf =>
  steered ? (name) => sql`+${sql.ref(name)}` : (name) => sql.ref(name);

/** The search's covering indexes (migration 0009): every column a search reads of a post but its texts. */
const WALK_INDEX = { q: SEARCH_WALK_INDEX.question, a: SEARCH_WALK_INDEX.answer } as const;

/**
 * A post table under its alias. Where SQLite finds posts by id (the full-text matches, the newest
 * walk, a question's tags or an answer's question), it is told to read the covering index: the table's
 * own rows keep their long texts before the columns wanted, so reading those means reading the texts.
 */
export function postTable(kind: SearchObjectType, alias: 'q' | 'a', plan: Plan) {
  const { lead, matches, condition } = plan;
  // otherwise the author's posts are found by the author's index, an answer's by its question's
  const byId =
    lead === 'newest' || matches !== null || (kind === 'question' ? condition.userId === null : alias === 'q');
  const table = alias === 'q' ? 'question' : 'answer';
  return plan.steered && byId
    ? sql.table(table).as(sql`${sql.raw(alias)} indexed by ${sql.raw(WALK_INDEX[alias])}`)
    : sql.table(table).as(alias);
}
