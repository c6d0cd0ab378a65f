import { type RawBuilder, sql } from 'kysely';
import { constants } from '../../../../../generated/constants.ts';

/**
 * How every engine scores a search's window: BM25 as FTS5's bm25() computes it, except that a column counts
 * whether it holds a word rather than how often (a post repeating a word is seldom the better answer, and
 * presence is what each engine can tell cheaply). The same formula on every engine keeps one relevance
 * evaluation meaningful for all of them.
 */

// BM25's term-frequency saturation and length normalization, as FTS5's bm25() has them
const K1 = 1.2;
const B = 0.75;

export const TITLE_WEIGHT = constants.search.title_weight;

/**
 * BM25's inverse document frequency of a word found in `frequency` of `total` posts, in the form that stays
 * above 0 (Lucene's): a word in most posts still counts a little, which ranked linked questions better on
 * PostgreSQL and MySQL than bm25()'s floor of a millionth. Counts kept since different times may disagree a
 * little: no word is in more posts than there are.
 */
export const inverseDocumentFrequency = (frequency: number, total: number) =>
  Math.log((Math.max(total, frequency) - frequency + 0.5) / (frequency + 0.5) + 1);

/** A word's part of a post's score, `relativeLength` being the post's length over the average. */
export function bm25Part(idf: number, inTitle: boolean, inBody: boolean, relativeLength: number): number {
  const weighted = (inTitle ? TITLE_WEIGHT : 0) + (inBody ? 1 : 0);
  return (idf * weighted * (K1 + 1)) / (weighted + K1 * (1 - B + B * relativeLength));
}

/**
 * bm25Part as an SQL expression over two expressions worth 1 or 0 and the post's relative length. The
 * numbers are the server's own, written as literals: a bound parameter multiplied by an integer would be
 * typed an integer by PostgreSQL.
 */
export function bm25PartSql(
  idf: number,
  inTitle: RawBuilder<unknown>,
  inBody: RawBuilder<unknown>,
  relativeLength: RawBuilder<unknown>,
): RawBuilder<number> {
  const weighted = sql`(${sql.lit(TITLE_WEIGHT)} * ${inTitle} + ${inBody})`;
  const saturation = sql`${sql.lit(K1)} * (${sql.lit(1 - B)} + ${sql.lit(B)} * ${relativeLength})`;
  return sql<number>`(${sql.lit(idf * (K1 + 1))} * ${weighted} / (${weighted} + ${saturation}))`;
}
