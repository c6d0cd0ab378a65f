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
  /** a session cookie came whose session has ended */
  staleCookie: boolean;
}

export const ANONYMOUS: Caller = { user: null, carrier: null, staleCookie: false };

const signedInUsers = new WeakMap<FastifyRequest, string>();

/** The id of the person a request was found to carry, for its log line; null for a visitor. */
export function signedInUserIdOf(request: FastifyRequest): string | null {
  return signedInUsers.get(request) ?? null;
}

/** The signed-in person a request carries, for operations and for the files served beside them alike. */
export async function requestCaller(
  request: FastifyRequest,
  db: Kysely<Database>,
  cookieUse: CookieUse,
): Promise<Caller> {
  const presented = tokenOfRequest(request, cookieUse);
  const user = presented ? await resolveSession(db, presented.token) : null;
  if (user && presented) {
    signedInUsers.set(request, user.id);
    return { user, carrier: presented.carrier, staleCookie: false };
  }
  return { ...ANONYMOUS, staleCookie: presented?.carrier === 'cookie' };
}
