import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { constants } from '../../../../generated/constants.ts';
import { isBrandingUrl } from '../../../shared/branding/branding-url.ts';
import type { Services } from '../../services.ts';
import { loadSiteInfo } from '../../settings/site-settings.ts';
import { DEFAULT_FAVICON_SVG } from './default-favicon.ts';
import { answersFeed, newestQuestionsFeed, tagFeed } from './feeds.ts';
import type { PageRequest } from './page-meta.ts';
import { pageRequestOf } from './page-request.ts';
import { listingsSitemapXml, questionsSitemapXml, SitemapRanges, sitemapIndexXml } from './sitemap.ts';

const { base_path: BASE, seo } = constants;
const CACHED = `public, max-age=${seo.sitemap_cache_seconds}`;

type Document = (request: PageRequest, params: Record<string, string>) => Promise<string | null>;

/**
 * An XML document for crawlers and feed readers. A login-required site has none: what it holds is for
 * its members, so these answer 404 as for an unknown one.
 */
function xmlRoute(services: Services, type: string, document: Document) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const page = await pageRequestOf(request, services);
    const body = page.site.login.login_required ? null : await document(page, request.params as Record<string, string>);
    if (body === null) return reply.callNotFound();
    return reply.header('Cache-Control', CACHED).type(`${type}; charset=utf-8`).send(body);
  };
}

/** The sitemap index and its pages, the RSS feeds, and the favicon at the host's root. */
export function serveSeoFiles(app: FastifyInstance, services: Services): void {
  const ranges = new SitemapRanges();
  app.get(
    `${BASE}${seo.sitemap_path}`,
    xmlRoute(services, 'application/xml', async (page) =>
      sitemapIndexXml((await ranges.starts(services.db)).length, page.link),
    ),
  );
  app.get(
    `${BASE}${seo.sitemap_page_path}/:page`,
    xmlRoute(services, 'application/xml', async (page, params) => {
      if (!/^\d{1,9}$/.test(params.page ?? '')) return null;
      const number = Number(params.page);
      if (number === 0) return listingsSitemapXml(page.link);
      const starts = await ranges.starts(services.db);
      if (number > starts.length) return null;
      const range = { from: starts[number - 1]!, below: starts[number] };
      return questionsSitemapXml(services.db, range, page.site.site_seo.permalink, page.link);
    }),
  );
  const rss = 'application/rss+xml';
  app.get(`${BASE}${seo.feed_paths.newest}`, xmlRoute(services, rss, newestQuestionsFeed));
  app.get(
    `${BASE}${seo.feed_paths.tag}/:tag`,
    xmlRoute(services, rss, (page, params) => tagFeed(page, params.tag ?? '')),
  );
  app.get(
    `${BASE}${seo.feed_paths.answers}/:id`,
    xmlRoute(services, rss, (page, params) => answersFeed(page, params.id ?? '')),
  );
  app.get(seo.favicon_path, async (_request, reply) => {
    const { branding } = await loadSiteInfo(services);
    const chosen = [branding.favicon, branding.square_icon].find((url) => url && isBrandingUrl(url));
    if (chosen) return reply.header('Cache-Control', 'no-cache').redirect(chosen, 302);
    return reply.header('Cache-Control', CACHED).type('image/svg+xml').send(DEFAULT_FAVICON_SVG);
  });
}
