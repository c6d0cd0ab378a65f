import type { SessionUser } from '../../http/request-context.ts';
import type { Translate } from '../../i18n/translator.ts';
import type { Services } from '../../services.ts';
import type { SiteInfo } from '../../settings/site-settings.ts';

/** What the server says about a page before the web app runs: its status, and its head for crawlers. */
export interface PageMeta {
  status: 200 | 404 | 410;
  /** the page's title, without the site name */
  title: string;
  description: string;
  /** the page's canonical path under the base path; none for pages crawlers should not keep */
  canonicalPath: string | null;
  noindex: boolean;
  openGraphType: 'website' | 'article' | 'profile';
  /** an absolute or site-relative picture for link previews */
  image: string | null;
  /** schema.org objects, one JSON-LD script each */
  structuredData: object[];
  /** RSS feeds the page offers, as paths under the base path */
  feeds: Array<{ title: string; path: string }>;
}

/** Or, instead of a page, the canonical address to send the visitor to (301). */
export interface CanonicalRedirect {
  redirectPath: string;
}

/** What every page's description works from: the request, its viewer and the site. */
export interface PageRequest {
  services: Services;
  site: SiteInfo;
  viewer: SessionUser | null;
  t: Translate;
  /** the origin the request reached, for links when the site URL is not set */
  origin: string;
  /** the path under the base path, as requested (percent-encoded) */
  path: string;
  query: URLSearchParams;
  /** the absolute address of a path under the base path (the one link function, siteLink) */
  link: (path: string) => string;
  siteName: string;
}

/** A page of the web app with nothing to say beyond its title: indexable unless told otherwise. */
export function plainPage(request: PageRequest, title: string, options: Partial<PageMeta> = {}): PageMeta {
  return {
    status: 200,
    title,
    description: request.site.general.short_description || request.site.general.description,
    canonicalPath: null,
    noindex: false,
    openGraphType: 'website',
    image: null,
    structuredData: [],
    feeds: [],
    ...options,
  };
}

/** An unknown page (404) or one that was deleted (410): never indexed. */
export function missingPage(request: PageRequest, status: 404 | 410): PageMeta {
  return plainPage(request, request.t('page_title.not_found'), { status, noindex: true });
}
