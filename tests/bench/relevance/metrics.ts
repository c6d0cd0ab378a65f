/** Where the one relevant result of a query came: a 1-based rank, or null when not in the list. */
export type Rank = number | null;

export interface Scores {
  queries: number;
  /** share of queries whose relevant result is in the list at all (the lists are top 10) */
  recall: number;
  /** mean reciprocal rank */
  mrr: number;
  /** normalized discounted cumulative gain; with one relevant result the ideal gain is 1 */
  ndcg: number;
}

export function scoresOf(ranks: Rank[]): Scores {
  const mean = (value: (rank: number) => number) =>
    ranks.reduce<number>((sum, rank) => sum + (rank === null ? 0 : value(rank)), 0) / Math.max(1, ranks.length);
  return {
    queries: ranks.length,
    recall: mean(() => 1),
    mrr: mean((rank) => 1 / rank),
    ndcg: mean((rank) => 1 / Math.log2(rank + 1)),
  };
}

/** The rank of `target` among the first `depth` ids once `source` (the query's own question) is left out. */
export function rankOf(ids: string[], target: string, source: string | null, depth: number): Rank {
  const index = ids
    .filter((id) => id !== source)
    .slice(0, depth)
    .indexOf(target);
  return index === -1 ? null : index + 1;
}
