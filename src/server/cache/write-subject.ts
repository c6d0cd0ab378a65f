import { AsyncLocalStorage } from 'node:async_hooks';

const subjects = new AsyncLocalStorage<string>();

/**
 * Runs `write` with its statements known to concern question `questionId` (its posts, comments, votes,
 * reactions, links from it): the write watch then empties only the cached entries kept for that question
 * and those kept for no question (lists, home, tags, users, search), and leaves other questions' pages
 * until they expire. What the write changes on other questions' pages (their sidebars, an author's
 * reputation) shows that late, at most `page_cache.ttl_seconds`. Writes made outside it empty whole scopes.
 */
export function writingAbout<T>(questionId: string, write: () => Promise<T>): Promise<T> {
  return subjects.run(questionId, write);
}

/** The question the statement being run concerns, when the operation that runs it said so. */
export function subjectOfWrite(): string | undefined {
  return subjects.getStore();
}
