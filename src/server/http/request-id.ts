import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import type { FastifyInstance } from 'fastify';
import { constants } from '../../../generated/constants.ts';

const { header, max_length: maxLength, prefix_bytes: prefixBytes } = constants.request_id;
const wellFormed = new RegExp(`^[A-Za-z0-9._:-]{1,${maxLength}}$`);

/**
 * Fastify's genReqId: the id a trusted proxy sent, when it is well formed, else one of this process's own.
 * Ours are a random prefix per process and a counter, so ids never repeat across the processes of a site.
 */
export function requestIdMaker(trustedProxies: string[]): (raw: IncomingMessage) => string {
  const trusted = trustedProxies.length > 0 ? proxyAddr.compile(trustedProxies) : null;
  const prefix = randomBytes(prefixBytes).toString('base64url');
  let counter = 0;
  return (raw) => {
    const sent = raw.headers[header];
    const peer = raw.socket?.remoteAddress;
    if (trusted && peer && typeof sent === 'string' && wellFormed.test(sent) && trusted(peer, 0)) return sent;
    counter += 1;
    return `${prefix}-${counter.toString(36)}`;
  };
}

/** Every answer names its request, errors and pages included, so a person can quote it. */
export function answerWithRequestId(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(header, request.id);
  });
}
