import type { FastifyInstance, FastifyRequest } from 'fastify';
import { constants } from '../../../generated/constants.ts';
import { engineOf } from '../db/engine.ts';
import type { Services } from '../services.ts';

type ForwardingHeader = 'x-forwarded-for' | 'forwarded';

/**
 * The forwarding header a request carries that the site did not take the visitor's address from, if any.
 * Fastify reads X-Forwarded-For only from a trusted proxy, and then request.ip is the visitor's address
 * rather than the connection's; it never reads Forwarded (RFC 7239). So a header with request.ip still the
 * connection's address means every visitor behind that peer looks like the peer.
 */
function untrustedForwarding(request: FastifyRequest): ForwardingHeader | null {
  if (request.ip !== request.socket.remoteAddress) return null;
  if (request.headers['x-forwarded-for'] !== undefined) return 'x-forwarded-for';
  if (request.headers.forwarded !== undefined) return 'forwarded';
  return null;
}

async function recordSighting(services: Services, address: string, header: ForwardingHeader, now: number) {
  const { db } = services;
  const row = { address, header, seen_at: now };
  const insert = db.insertInto('proxy_sighting').values(row);
  if (engineOf(db) === 'mysql') await insert.onDuplicateKeyUpdate({ header, seen_at: now }).execute();
  else await insert.onConflict((c) => c.column('address').doUpdateSet({ header, seen_at: now })).execute();
  // peers no longer shown go, so the table holds no more than the sightings of the last shown_seconds
  const shownSince = now - constants.proxy_warning.shown_seconds;
  await db.deleteFrom('proxy_sighting').where('seen_at', '<', String(shownSince)).execute();
}

/**
 * Records, in the database so the dashboard of any process of the site shows it, that requests arrive with
 * forwarding headers from a peer the site does not trust as a proxy (admin-dashboard/untrusted-proxies.ts).
 * Each process writes at most once per proxy_warning.record_interval_seconds, however many requests come.
 */
export function watchForwardingHeaders(app: FastifyInstance, services: Services): void {
  let lastRecordedAt = Number.NEGATIVE_INFINITY;
  app.addHook('onRequest', async (request) => {
    const header = untrustedForwarding(request);
    const address = request.socket.remoteAddress;
    if (header === null || address === undefined) return;
    const now = Math.floor(Date.now() / 1000);
    if (now - lastRecordedAt < constants.proxy_warning.record_interval_seconds) return;
    lastRecordedAt = now;
    // a warning for the admin must never cost a visitor the page (a database not yet installed, say)
    await recordSighting(services, address, header, now).catch((error: unknown) =>
      request.log.debug({ err: error }, 'proxy sighting not recorded'),
    );
  });
}
