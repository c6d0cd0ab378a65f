/** Letters and digits of any script: what the search's words are made of. */
const WORD = /[\p{L}\p{N}]+/gu;

interface IndexedPost {
  text: string;
  words: readonly string[];
}

/**
 * The memory search's index: each post's lower-cased text and its words. A word of a search matches a word
 * of the post or the start of one, as the built-in search does; a phrase matches the text as written.
 */
export class WordIndex {
  readonly #posts = new Map<string, IndexedPost>();

  put(id: string, text: string): void {
    const lower = text.toLowerCase();
    this.#posts.set(id, { text: lower, words: [...new Set(lower.match(WORD) ?? [])] });
  }

  clear(): void {
    this.#posts.clear();
  }

  /** Ids of the posts holding every word and phrase, newest first (ids grow with time), at most `limit`. */
  matching(words: readonly string[], phrases: readonly string[], limit: number): string[] {
    const found: string[] = [];
    const ids = [...this.#posts.keys()].sort((a, b) => b.localeCompare(a));
    for (const id of ids) {
      const post = this.#posts.get(id)!;
      const holds =
        words.every((word) => post.words.some((own) => own.startsWith(word))) &&
        phrases.every((phrase) => post.text.includes(phrase));
      if (holds) found.push(id);
      if (found.length >= limit) break;
    }
    return found;
  }
}
