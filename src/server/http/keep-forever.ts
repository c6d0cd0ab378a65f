import type { FastifyReply } from 'fastify';
import { constants } from '../../../generated/constants.ts';

/**
 * Lets browsers and caches keep this reply for good, for answers whose address names their content. A reply
 * already marked not to be stored (it ends a session) stays so.
 */
export function keepForeverOf(reply: FastifyReply): () => void {
  return () => {
    if (!reply.hasHeader('cache-control')) reply.header('Cache-Control', constants.immutable_cache_control);
  };
}
