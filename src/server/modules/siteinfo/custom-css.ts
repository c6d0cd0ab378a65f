import type { FastifyInstance } from 'fastify';
import { constants } from '../../../../generated/constants.ts';
import type { Services } from '../../services.ts';
import { loadSiteInfo } from '../../settings/site-settings.ts';

/**
 * The admin's custom CSS (settings custom_css_html.custom_css) as a stylesheet. The established client links it
 * under its own base path put in front of ours, so the doubled base answers too.
 */
export function serveCustomCss(app: FastifyInstance, services: Services): void {
  const paths = [`${constants.base_path}/custom.css`, `${constants.base_path}${constants.base_path}/custom.css`];
  for (const path of paths) {
    app.get(path, async (_request, reply) => {
      const { custom_css_html: custom } = await loadSiteInfo(services);
      return reply
        .header('Cache-Control', 'no-cache')
        .header('X-Content-Type-Options', 'nosniff')
        .type('text/css; charset=utf-8')
        .send(custom.custom_css);
    });
  }
}
