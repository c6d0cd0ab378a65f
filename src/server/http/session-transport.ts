import type { FastifyReply, FastifyRequest } from 'fastify';
import { constants } from '../../../generated/constants.ts';
import { tokenFromHeader } from '../auth/sessions.ts';

const { cookie } = constants.session;
const COOKIE_MAX_AGE_SECONDS = constants.session.token_ttl_days * 86_400;

/** Where a request's access token came from. */
export type TokenCarrier = 'header' | 'cookie';

/**
 * How a handler hands a session to the caller and takes it back. API clients get the token in the
 * answer; the web app (which sends the cookie header) gets the HttpOnly cookie and no token a
 * script could read.
 */
export interface SessionTransport {
  /** the carrier of this request's token, null without one */
  readonly carrier: TokenCarrier | null;
  /** Gives a new session's token to the caller; returns it when it belongs in the answer. */
  hand(token: string): string | undefined;
  /** The token of this request when its caller sent it in the Authorization header, for the answer. */
  echo(token: string): string | undefined;
  /** Ends the session on the caller's side (the cookie goes). */
  end(): void;
}

/** The web app marks its calls with this header; a page of another site cannot send it without our consent. */
function fromWebApp(request: FastifyRequest): boolean {
  return request.headers[cookie.header] === cookie.header_value;
}

/**
 * When the cookie counts: `web-app` on API calls, only with the web app's header (a page of another site
 * cannot send it, so it cannot act with the visitor's cookie); `any-read` for reading files such as images,
 * which the browser asks for without our header and which change nothing.
 */
export type CookieUse = 'web-app' | 'any-read';

/** The Authorization header wins; the cookie counts as `cookieUse` says. */
export function tokenOfRequest(
  request: FastifyRequest,
  cookieUse: CookieUse,
): { token: string; carrier: TokenCarrier } | null {
  const fromHeader = tokenFromHeader(request.headers.authorization);
  if (fromHeader) return { token: fromHeader, carrier: 'header' };
  const fromCookie = cookieUse === 'any-read' || fromWebApp(request) ? request.cookies[cookie.name] : undefined;
  return fromCookie ? { token: fromCookie, carrier: 'cookie' } : null;
}

function cookieOptions(request: FastifyRequest) {
  return { path: cookie.path, httpOnly: true, sameSite: 'lax' as const, secure: request.protocol === 'https' };
}

/** Gives the browser a session's cookie: the web app's calls, and a sign-in that ends in a redirect to a page. */
export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  reply.header('Cache-Control', 'no-store');
  reply.setCookie(cookie.name, token, { ...cookieOptions(request), maxAge: COOKIE_MAX_AGE_SECONDS });
}

export function sessionTransport(
  request: FastifyRequest,
  reply: FastifyReply,
  carrier: TokenCarrier | null,
): SessionTransport {
  // A shared cache must never keep an answer that carries a session.
  const noStore = () => reply.header('Cache-Control', 'no-store');
  return {
    carrier,
    hand(token) {
      if (!fromWebApp(request)) {
        noStore();
        return token;
      }
      setSessionCookie(request, reply, token);
      return undefined;
    },
    echo(token) {
      noStore();
      return carrier === 'header' ? token : undefined;
    },
    end() {
      noStore();
      reply.clearCookie(cookie.name, cookieOptions(request));
    },
  };
}
