import type { Kysely } from 'kysely';
import { constants } from '../../../../../generated/constants.ts';
import { rememberedEach } from '../../../cache/database-cache.ts';
import type { Database } from '../../../db/schema.ts';
import type { SearchObjectType } from '../../../../shared/search/parse-query.ts';
import type { SearchCondition } from '../provider.ts';
import { candidatesOf } from './post-queries.ts';
import type { Plan } from './search-plan.ts';

/** Whether the index alone decides which posts a search may match: words, and no filter on the posts. */
export function wordsAlone(condition: SearchCondition): boolean {
  return (
    condition.tagGroups.length === 0 &&
    condition.userId === null &&
    condition.questionId === null &&
    condition.score === null &&
    condition.answers === null &&
    condition.views === null &&
    condition.hasAccepted === null &&
    condition.isAccepted === null
  );
}

/**
 * A search of words alone: the candidates among a kind's window `ids` (at most candidates_max), each post's
 * row as `keep` makes it (or that it is not shown) kept between searches until a write that may change it
 * (the search_candidates scope), so a window of posts met before needs no lookup. The rows are shared
 * between searches: read, never changed.
 */
export async function keptCandidates<Row extends { id: string | number }, Kept>(
  db: Kysely<Database>,
  kind: SearchObjectType,
  plan: Plan,
  ids: string[],
  keep: (row: Row) => Kept,
): Promise<Array<Readonly<Kept>>> {
  const rows = await rememberedEach(
    db,
    'search_candidates',
    ids,
    constants.cache.search_results_ttl_seconds,
    async (missing) => {
      const found = (await candidatesOf(db, kind, {
        ...plan,
        matches: new Map(missing.map((id) => [id, 0])),
      }).execute()) as Row[];
      return new Map(found.map((row) => [String(row.id), Object.freeze(keep(row))]));
    },
  );
  return rows.filter((row) => row !== undefined);
}
