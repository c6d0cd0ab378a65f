import type { Kysely } from 'kysely';
import { constants } from '../../../../generated/constants.ts';
import { cacheOf } from '../../cache/database-cache.ts';
import type { Database } from '../../db/schema.ts';
import { keptAnswerOf, type KeptAnswer, type PageAnswer } from './kept-page.ts';

/** A drawn answer that is not to be kept, handed to every request that waited on its drawing. */
class NotKept extends Error {
  constructor(readonly kept: KeptAnswer) {
    super('the drawn page is not kept');
  }
}

/**
 * A visitor's answer for the page variant `variant` (page-variant.ts): the kept one while no write has
 * changed what it shows and it has not expired, else drawn by `draw` (once for all visitors asking at
 * the same time) and kept, unless `draw` says not to or it is longer than the cache takes. The page of
 * question `question` is emptied by the writes about it (or about no question); any other page by every
 * write that changes pages, and answers its old self while it is redrawn, for at most
 * `page_cache.stale_seconds_max` after it was drawn. `hit` when this request drew nothing it was answered.
 */
export async function visitorAnswer(
  db: Kysely<Database>,
  variant: string,
  question: string | undefined,
  nonce: string,
  draw: () => Promise<{ answer: PageAnswer; keep: boolean }>,
): Promise<{ kept: KeptAnswer; hit: boolean }> {
  let drawn: KeptAnswer | undefined;
  const load = async (): Promise<KeptAnswer> => {
    const { answer, keep } = await draw();
    drawn = keptAnswerOf(answer, nonce);
    if (!keep || ('bytes' in drawn && drawn.bytes > constants.page_cache.page_bytes_max)) throw new NotKept(drawn);
    return drawn;
  };
  const cache = cacheOf(db);
  const keep =
    question === undefined ? { staleMs: constants.page_cache.stale_seconds_max * 1000 } : { subject: question };
  try {
    const kept = cache
      ? await cache.remember('public_pages', variant, load, constants.page_cache.ttl_seconds * 1000, keep)
      : await load();
    return { kept, hit: kept !== drawn };
  } catch (error) {
    if (error instanceof NotKept) return { kept: error.kept, hit: false };
    throw error;
  }
}
