import proxyAddr from '@fastify/proxy-addr';
import type { FastifyInstance } from 'fastify';
import type { Registry } from 'prom-client';
import { constants } from '../../../generated/constants.ts';
import { AppError } from '../http/app-error.ts';
import { requestCaller } from '../http/request-caller.ts';
import type { Services } from '../services.ts';

/**
 * Serves the metrics to a scraper on an allowed address (the connection's own, never a forwarded one: a
 * header could name any address), or to anyone carrying an admin's token; everyone else gets 404, as the
 * path does not exist for them.
 */
export function serveMetrics(app: FastifyInstance, services: Services, registry: Registry): void {
  const allowed = proxyAddr.compile(services.config.metricsAllow ?? [...constants.metrics.allow_default]);
  app.get(constants.metrics.path, { compress: false }, async (request, reply) => {
    const peer = request.raw.socket?.remoteAddress ?? '';
    if (!(peer && allowed(peer, 0))) {
      const { user } = await requestCaller(request, services.db, 'any-read');
      if (user?.roleId !== constants.roles.admin) throw AppError.notFound();
    }
    const text = await registry.metrics();
    return reply.header('Cache-Control', 'no-store').type(registry.contentType).send(text);
  });
}
