import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { constants } from '../../../generated/constants.ts';

const { security_headers: settings } = constants;

/**
 * Scripts only from our origin or with this response's nonce (no 'unsafe-inline', no 'unsafe-eval':
 * the forms' validators are precompiled). Images may come from any https address because posts embed them.
 */
const directives = {
  defaultSrc: ["'self'"],
  baseUri: ["'self'"],
  connectSrc: ["'self'"],
  fontSrc: ["'self'", 'data:'],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
  frameSrc: ["'none'"],
  imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
  manifestSrc: ["'self'"],
  mediaSrc: ["'self'"],
  objectSrc: ["'none'"],
  scriptSrc: ["'self'"],
  scriptSrcAttr: ["'none'"],
  styleSrc: ["'self'"],
  workerSrc: ["'self'"],
};

const permissionsPolicy = settings.permissions_policy_disabled.map((feature) => `${feature}=()`).join(', ');

/** The headers of every response: CSP with a per-response nonce, framing refused, no sniffing, HSTS on https. */
export async function installSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(fastifyHelmet, {
    enableCSPNonces: true,
    contentSecurityPolicy: { useDefaults: false, directives },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: settings.referrer_policy },
    // The site's own subdomains (a separate web client, say) may load its images and files.
    crossOriginResourcePolicy: { policy: 'same-site' },
    // Only over https: a browser would refuse the plain-http site for a year after seeing it.
    strictTransportSecurity: false,
  });
  app.addHook('onRequest', async (request, reply) => {
    reply.header('Permissions-Policy', permissionsPolicy);
    if (request.protocol === 'https') reply.header('Strict-Transport-Security', `max-age=${settings.hsts_max_age_seconds}; includeSubDomains`);
  });
}
