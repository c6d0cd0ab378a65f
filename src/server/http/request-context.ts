import type { FastifyBaseLogger } from 'fastify';
import type { Language } from '../../../generated/messages/keys.ts';
import type { Translate } from '../i18n/translator.ts';
import type { Services } from '../services.ts';
import type { SessionTransport } from './session-transport.ts';

/** The signed-in person as the authorization step sees them. */
export interface SessionUser {
  id: string;
  roleId: number;
  mailStatus: number;
  /** reputation, for privilege checks */
  rank: number;
  status: number;
  /** Unix seconds; null when not suspended */
  suspendedUntil: number | null;
  /** the access token of this request, so logout can end exactly this session */
  token: string;
}

/** What every handler receives beside its input. */
export interface HandlerContext {
  services: Services;
  language: Language;
  t: Translate;
  user: SessionUser | null;
  /** hands new sessions to the caller (token in the answer, or the web app's cookie) and ends them */
  session: SessionTransport;
  /**
   * the caller's address (for per-address limits), the origin it reached us at (links when site_url is
   * empty) and who they are when not signed in, as views count people (visitor-key.ts)
   */
  client: { ip: string; origin: string; visitor: string };
  /**
   * not a visit, so no view counts: the server's own call while it draws a page (the visitor's view counts
   * as the page is served, a signed-in reader's when their browser asks again), or a HEAD request
   */
  notAVisit: boolean;
  log: FastifyBaseLogger;
  /** lets browsers keep the answer for good, for answers whose address names their content (keep-forever.ts) */
  keepForever(): void;
}
