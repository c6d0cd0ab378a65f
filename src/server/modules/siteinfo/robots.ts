import type { FastifyInstance } from 'fastify';
import type { Services } from '../../services.ts';
import { loadSiteInfo } from '../../settings/site-settings.ts';

/** The robots.txt of the SEO settings (site_seo.robots), at the host's root where crawlers ask for it. */
export function serveRobots(app: FastifyInstance, services: Services): void {
  app.get('/robots.txt', async (_request, reply) => {
    const { site_seo: seo } = await loadSiteInfo(services);
    return reply.header('Cache-Control', 'no-cache').type('text/plain; charset=utf-8').send(seo.robots);
  });
}
