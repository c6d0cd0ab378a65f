import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/** Someone not signed in, as views count people: their address and browser, hashed so neither is kept. */
export function visitorOf(request: FastifyRequest): string {
  const seen = `${request.ip}\n${request.headers['user-agent'] ?? ''}`;
  return `visitor:${createHash('sha256').update(seen).digest('base64url')}`;
}
