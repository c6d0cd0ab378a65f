import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { resolveSession } from '../auth/sessions.ts';
import type { Database } from '../db/schema.ts';
import type { SessionUser } from './request-context.ts';
import { tokenOfRequest, type CookieUse, type TokenCarrier } from './session-transport.ts';

/** Who is calling, and how their token came. */
export interface Caller {
  user: SessionUser | null;
  carrier: TokenCarrier | null;
}

export const ANONYMOUS: Caller = { user: null, carrier: null };

/** The signed-in person a request carries, for operations and for the files served beside them alike. */
export async function requestCaller(request: FastifyRequest, db: Kysely<Database>, cookieUse: CookieUse): Promise<Caller> {
  const presented = tokenOfRequest(request, cookieUse);
  const user = presented ? await resolveSession(db, presented.token) : null;
  return user && presented ? { user, carrier: presented.carrier } : ANONYMOUS;
}
