import { type RawBuilder, sql } from 'kysely';
import type { SearchObjectType } from '../../../../shared/search/parse-query.ts';
import type { UntypedDatabase } from '../../../db/untyped.ts';
import type { RankedWindow } from './engine-index.ts';
import { objectIdRange } from '../../../db/object-id.ts';

/** What every engine's matches query shares: the id range, the bounds. */

export interface MatchOptions {
  /**
   * Only posts of this kind, by its id range, which the index reads by its key. Answers' ids all sort
   * above questions', so the newest matches of both kinds together would be answers alone.
   */
  kind?: 'question' | 'answer';
  /** only posts from this id on (a window already read, within the kind's range) */
  fromId?: string;
  /** only these posts (candidates already found) */
  ids?: string[];
  /** only the newest this many, read by the index's key order (all of them, in no order, when not given) */
  newest?: number;
  /** with the engine's relevance as `score`; without it every score is 0 and nothing is ranked */
  scored?: boolean;
  /** matched in titles only */
  titleOnly?: boolean;
}

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
 * The matches query as a derived table of (id, score), in the id range asked for. The newest are read by
 * the index's key order and scored after the limit, so words on most of a large site cost a bounded
 * scoring; unscored, the engine's relevance is never computed.
 */
export function matchesQuery({ id, score, where, asInteger }: MatchParts, options: MatchOptions) {
  const [low, high] = options.kind ? objectIdRange(options.kind) : [];
  // one lower bound: SQLite's FTS5 reads the index from the first one it is given and filters by the rest
  const from = options.fromId ?? low;
  const bounds = [];
  if (from !== undefined) bounds.push(sql` and ${id} >= ${asInteger(from)}`);
  if (high !== undefined) bounds.push(sql` and ${id} <= ${asInteger(high)}`);
  if (options.ids) bounds.push(sql` and ${id} in (${sql.join(options.ids.map(asInteger))})`);
  const scan = sql`select ${id} as id, ${options.scored ? score : sql`0`} as score from search_index where ${where}${sql.join(bounds, sql``)}`;
  if (options.newest === undefined) return sql<{ id: string; score: number }>`(${scan})`;
  return sql<{ id: string; score: number }>`(${scan} order by ${id} desc limit ${options.newest})`;
}

/**
 * A kind's newest `newest` matches as a derived table: their ids and the columns asked for, read by the
 * index's key order, so whatever is worked out of them is only for the rows the limit keeps.
 */
export function newestOfKind(
  { id, where, asInteger }: Pick<MatchParts, 'id' | 'where' | 'asInteger'>,
  kind: SearchObjectType,
  newest: number,
  columns: RawBuilder<unknown>[],
): RawBuilder<unknown> {
  const [low, high] = objectIdRange(kind);
  return sql`(select ${id} as id, ${sql.join(columns)} from search_index
    where ${where} and ${id} >= ${asInteger(low)} and ${id} <= ${asInteger(high)}
    order by ${id} desc limit ${newest})`;
}

/** A window (newestOfKind) ranked: each post's score and tier, both expressions on its columns. */
export async function readRankedWindow(
  db: UntypedDatabase,
  window: RawBuilder<unknown>,
  score: RawBuilder<unknown>,
  tier: RawBuilder<unknown>,
): Promise<RankedWindow> {
  const { rows } = await sql<{ id: string | number; score: number | string; tier: number | string }>`select id,
    ${score} as score, ${tier} as tier from ${window} as window_posts`.execute(db);
  const tiers = new Map(rows.filter((row) => Number(row.tier) > 0).map((row) => [String(row.id), Number(row.tier)]));
  return { scores: new Map(rows.map((row) => [String(row.id), Number(row.score)])), tiers };
}
