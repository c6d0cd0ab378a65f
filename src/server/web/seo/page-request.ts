import type { FastifyRequest } from 'fastify';
import { constants } from '../../../../generated/constants.ts';
import { requestCaller } from '../../http/request-caller.ts';
import type { Services } from '../../services.ts';
import { loadSiteInfo, siteLanguage, siteNameOf } from '../../settings/site-settings.ts';
import { siteLink } from '../../settings/site-url.ts';
import type { PageRequest } from './page-meta.ts';

/**
 * A request for a page, feed or sitemap as the SEO describers see it. Crawlers send no language, so
 * what they read is in the site's own; the viewer comes from the web app's cookie (a page load).
 */
export async function pageRequestOf(request: FastifyRequest, services: Services): Promise<PageRequest> {
  const [site, language, caller] = await Promise.all([
    loadSiteInfo(services),
    siteLanguage(services.db),
    requestCaller(request, services.db, 'any-read'),
  ]);
  const url = new URL(request.url, 'http://host');
  const origin = `${request.protocol}://${request.host}`;
  const path = url.pathname.startsWith(constants.base_path)
    ? url.pathname.slice(constants.base_path.length)
    : url.pathname;
  return {
    services,
    site,
    viewer: caller.user,
    t: services.translator.forLanguage(language),
    origin,
    path,
    query: url.searchParams,
    link: (to) => siteLink(site.general.site_url, origin, to),
    siteName: siteNameOf(site),
  };
}
