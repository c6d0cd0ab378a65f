import type { DeleteResult } from 'kysely';

/**
 * Runs a delete and answers how many rows it really removed. Two requests removing the same row at once
 * both read it first, but only one deletes it (the other waits, then finds it gone): a counter that moves
 * with the row must move by this number, as with insertIfAbsent.
 */
export async function deleteCounting(query: { executeTakeFirstOrThrow(): Promise<DeleteResult> }): Promise<number> {
  return Number((await query.executeTakeFirstOrThrow()).numDeletedRows);
}
