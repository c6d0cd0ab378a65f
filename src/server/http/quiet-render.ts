import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { constants } from '../../../generated/constants.ts';

// Drawn at each start and never sent out: only this process's own app.inject calls can carry it.
const secret = randomBytes(32);
const HEADER = constants.ssr.quiet_render_header;

/** The header marking the server's own render calls for a reader whose browser asks again. */
export function quietRenderHeaders(): Record<string, string> {
  return { [HEADER]: secret.toString('base64url') };
}

/** Whether a request is the server's own quiet render call; a value a client sends is not. */
export function isQuietRender(headers: IncomingHttpHeaders): boolean {
  const value = headers[HEADER];
  if (typeof value !== 'string') return false;
  const given = Buffer.from(value, 'base64url');
  return given.length === secret.length && timingSafeEqual(given, secret);
}
