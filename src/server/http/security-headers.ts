import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { constants } from '../../../generated/constants.ts';

const { security_headers: settings } = constants;
const NONCE_BYTES = 16;

/**
 * One nonce per response for scripts and styles alike: the page hands it (in Vite's csp-nonce meta)
 * to code that adds style elements at run time, such as the dialogs' scroll lock. A page kept for
 * visitors keeps the nonce of the response it was drawn for (why that is safe: kept-page.ts), and the
 * responses sending it name that one instead (`sendsPageWithNonce`).
 */
const nonces = new WeakMap<ServerResponse, string>();

/** This response's CSP nonce, for the page's script and style elements. */
export function cspNonceOf(reply: FastifyReply): string {
  return nonces.get(reply.raw) ?? '';
}

/** Makes this response's Content-Security-Policy name `nonce`, the one of the drawn page it sends. */
export function sendsPageWithNonce(reply: FastifyReply, nonce: string): void {
  const own = nonces.get(reply.raw);
  // on the raw response, where helmet set it
  const policy = reply.raw.getHeader('Content-Security-Policy');
  if (own === nonce || typeof policy !== 'string') return;
  nonces.set(reply.raw, nonce);
  reply.raw.setHeader('Content-Security-Policy', policy.replaceAll(`'nonce-${own}'`, `'nonce-${nonce}'`));
}

const nonceSource = (_request: IncomingMessage, response: ServerResponse) => `'nonce-${nonces.get(response) ?? ''}'`;

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
  scriptSrc: ["'self'", nonceSource],
  scriptSrcAttr: ["'none'"],
  styleSrc: ["'self'", nonceSource],
  workerSrc: ["'self'"],
};

const permissionsPolicy = settings.permissions_policy_disabled.map((feature) => `${feature}=()`).join(', ');

/**
 * Helmet's headers, its policy parsed once: the Fastify plugin builds them anew for every request, a
 * tenth of the processor time of a cached API answer. The nonce source above gives each response its own
 * (or the kept page's it sends).
 */
const helmetHeaders = helmet({
  contentSecurityPolicy: { useDefaults: false, directives },
  frameguard: { action: 'deny' },
  referrerPolicy: { policy: settings.referrer_policy },
  // The site's own subdomains (a separate web client, say) may load its images and files.
  crossOriginResourcePolicy: { policy: 'same-site' },
  // Only over https: a browser would refuse the plain-http site for a year after seeing it.
  strictTransportSecurity: false,
});

/** The headers of every response: CSP with a per-response nonce, framing refused, no sniffing, HSTS on https. */
export function installSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    nonces.set(reply.raw, randomBytes(NONCE_BYTES).toString('hex'));
    helmetHeaders(request.raw, reply.raw, (error?: unknown) => {
      if (error) throw error;
    });
    reply.header('Permissions-Policy', permissionsPolicy);
    if (request.protocol === 'https')
      reply.header('Strict-Transport-Security', `max-age=${settings.hsts_max_age_seconds}; includeSubDomains`);
    done();
  });
}
