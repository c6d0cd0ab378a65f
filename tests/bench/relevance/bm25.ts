/** The textbook parameters (Robertson and Zaragoza, "The Probabilistic Relevance Framework"). */
const K1 = 1.2;
const B = 0.75;

const tokensOf = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

/**
 * Plain Okapi BM25 over one field per document, no stemming, no stop words, no field weights: the
 * baseline a ranking change is measured against.
 */
export class Bm25 {
  readonly #postings = new Map<string, Map<string, number>>();
  readonly #lengths = new Map<string, number>();
  #averageLength = 0;

  constructor(documents: Iterable<{ id: string; text: string }>) {
    for (const { id, text } of documents) {
      const tokens = tokensOf(text);
      this.#lengths.set(id, tokens.length);
      for (const token of tokens) {
        const postings = this.#postings.get(token) ?? new Map<string, number>();
        postings.set(id, (postings.get(id) ?? 0) + 1);
        this.#postings.set(token, postings);
      }
    }
    const total = [...this.#lengths.values()].reduce((sum, length) => sum + length, 0);
    this.#averageLength = total / Math.max(1, this.#lengths.size);
  }

  /** The ids of the best `limit` documents for the query, best first. */
  search(query: string, limit: number): string[] {
    const count = this.#lengths.size;
    const scores = new Map<string, number>();
    for (const token of new Set(tokensOf(query))) {
      const postings = this.#postings.get(token);
      if (!postings) continue;
      const idf = Math.log((count - postings.size + 0.5) / (postings.size + 0.5) + 1);
      for (const [id, frequency] of postings) {
        const norm = K1 * (1 - B + (B * this.#lengths.get(id)!) / this.#averageLength);
        scores.set(id, (scores.get(id) ?? 0) + (idf * frequency * (K1 + 1)) / (frequency + norm));
      }
    }
    return [...scores]
      .sort((a, b) => b[1] - a[1])
      .slice(0, limit)
      .map(([id]) => id);
  }
}
