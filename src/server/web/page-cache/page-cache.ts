import type { Kysely } from 'kysely';
import { constants } from '../../../../generated/constants.ts';
import { cacheOf } from '../../cache/database-cache.ts';
import type { Database } from '../../db/schema.ts';
import { drawnPageOf, keptPageOf, type DrawnPage, type KeptAnswer, type PageAnswer } from './kept-page.ts';

/** A drawn answer that is not to be kept, handed to every request that waited on its drawing. */
class NotKept extends Error {
  constructor(readonly answer: DrawnPage) {
    super('the drawn page is not kept');
  }
}

/**
 * A visitor's answer for the page variant `variant` (page-variant.ts): the kept one while no write has
 * changed what it shows and it has not expired, else drawn by `draw` with `nonce` (once for all visitors
 * asking at the same time) and kept, unless `draw` says not to or its bodies weigh more than the cache
 * takes. The page of question `question` is emptied by the writes about it (or about no question); any
 * other page by every write that changes pages, and answers its old self while it is redrawn after a write
 * about a question, for at most `page_cache.stale_seconds_max` after it was drawn. `hit` when this request
 * drew nothing it was answered.
 */
export async function visitorAnswer(
  db: Kysely<Database>,
  variant: string,
  question: string | undefined,
  nonce: string,
  draw: () => Promise<{ answer: PageAnswer; keep: boolean }>,
): Promise<{ answer: KeptAnswer | DrawnPage; hit: boolean }> {
  let drawn: KeptAnswer | undefined;
  const load = async (): Promise<KeptAnswer> => {
    const { answer, keep } = await draw();
    if ('redirect' in answer) return (drawn = answer);
    const { page_bytes_max: most } = constants.page_cache;
    // the plain HTML is one of the bodies: a page longer than the bound alone is not worth compressing
    if (!keep || Buffer.byteLength(answer.html) > most) throw new NotKept(drawnPageOf(answer, nonce));
    drawn = await keptPageOf(answer, nonce);
    if (drawn.bytes > most) throw new NotKept(drawnPageOf(answer, nonce));
    return drawn;
  };
  const cache = cacheOf(db);
  const keep =
    question === undefined ? { staleMs: constants.page_cache.stale_seconds_max * 1000 } : { subject: question };
  try {
    const answer = cache
      ? await cache.remember('public_pages', variant, load, constants.page_cache.ttl_seconds * 1000, keep)
      : await load();
    return { answer, hit: answer !== drawn };
  } catch (error) {
    if (error instanceof NotKept) return { answer: error.answer, hit: false };
    throw error;
  }
}
