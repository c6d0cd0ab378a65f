import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { resolveSession, tokenFromHeader } from '../auth/sessions.ts';
import type { Database } from '../db/schema.ts';
import type { SessionUser } from './request-context.ts';

/** The signed-in person a request carries, for operations and for the files served beside them alike. */
export async function requestSession(request: FastifyRequest, db: Kysely<Database>): Promise<SessionUser | null> {
  const token = tokenFromHeader(request.headers.authorization);
  return token ? resolveSession(db, token) : null;
}
