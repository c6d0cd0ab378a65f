import { constants } from '../../../../generated/constants.ts';
import { shortenSearchQuery } from '../../../shared/search/shorten-query.ts';
import { missingPage, plainPage, type CanonicalRedirect, type PageMeta, type PageRequest } from './page-meta.ts';
import { questionPage } from './question-meta.ts';
import { matchRoute } from './route-match.ts';
import { tagPage } from './tag-meta.ts';
import { userPage } from './user-meta.ts';

/** A listing's own address: its path and page number, without the orders and filters that only rearrange it. */
function listingPath(request: PageRequest): string {
  const page = Number(request.query.get('page'));
  const path = request.path || '/';
  return Number.isSafeInteger(page) && page > 1 ? `${path}?page=${page}` : path;
}

/**
 * The description of the home page (the site's own when it has one), the tag list and search, whose
 * content only the web app shows.
 */
function listingDescription(request: PageRequest, page: string, isHome: boolean): string | undefined {
  const site = request.siteName;
  if (isHome)
    return (
      request.site.general.short_description ||
      request.site.general.description ||
      request.t('seo.home_description', { site })
    );
  if (page === 'Tags/List') return request.t('seo.tags_description', { site });
  if (page === 'Search/Results') {
    const { query } = shortenSearchQuery(request.query.get('q') ?? '');
    return query
      ? request.t('seo.search_description', { query, site })
      : request.t('seo.search_page_description', { site });
  }
  return undefined;
}

/**
 * What the server answers for a page of the web app before it runs: the status (404 for unknown paths
 * and things, 410 for deleted ones), a 301 to a question's or tag's canonical link, or the head for
 * crawlers. A login-required site tells anonymous visitors nothing beyond its name.
 */
export async function describePage(request: PageRequest): Promise<PageMeta | CanonicalRedirect> {
  const { route, params } = matchRoute(request.path);
  if (!route.built || route.path === '*') return missingPage(request, 404);
  if (request.site.login.login_required && !request.viewer && !route.loginRequiredExempt)
    return plainPage(request, '', { noindex: true });
  switch (route.page) {
    case 'Questions/Detail':
      return questionPage(request, params);
    case 'Tags/Detail':
      return tagPage(request, params, '');
    case 'Tags/Info':
      return tagPage(request, params, '/info');
    case 'Users/Personal':
      return userPage(request, params);
  }
  const isHome = route.path === '/';
  const description = listingDescription(request, route.page, isHome);
  return plainPage(request, isHome ? '' : request.t(route.title), {
    ...(description === undefined ? {} : { description }),
    // every screen besides questions, tags, people and the routes flagged listing is noindex
    canonicalPath: route.listing ? listingPath(request) : null,
    noindex: !route.listing,
    feeds: route.newestFeed
      ? [{ title: request.t('seo.feed.newest', { site: request.siteName }), path: constants.seo.feed_paths.newest }]
      : [],
  });
}
