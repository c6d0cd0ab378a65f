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
 * the same time) and kept, unless `draw` says not to or it is longer than the cache takes. `hit` when
 * this request drew nothing.
 */
export async function visitorAnswer(
  db: Kysely<Database>,
  variant: string,
  nonce: string,
  draw: () => Promise<{ answer: PageAnswer; keep: boolean }>,
): Promise<{ kept: KeptAnswer; hit: boolean }> {
  let hit = true;
  const load = async (): Promise<KeptAnswer> => {
    hit = false;
    const { answer, keep } = await draw();
    const kept = keptAnswerOf(answer, nonce);
    if (!keep || ('bytes' in kept && kept.bytes > constants.page_cache.page_bytes_max)) throw new NotKept(kept);
    return kept;
  };
  const cache = cacheOf(db);
  try {
    const kept = cache
      ? await cache.remember('public_pages', variant, load, constants.page_cache.ttl_seconds * 1000)
      : await load();
    return { kept, hit };
  } catch (error) {
    if (error instanceof NotKept) return { kept: error.kept, hit: false };
    throw error;
  }
}
