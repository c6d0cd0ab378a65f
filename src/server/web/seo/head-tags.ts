import { escapeMarkup, scriptJson } from '../html-escape.ts';
import type { PageMeta } from './page-meta.ts';

export interface HeadText {
  /** the document title, site name included */
  documentTitle: string;
  siteName: string;
  /** absolute URL of a path under the base path */
  link: (path: string) => string;
}

/**
 * The head elements of a page for crawlers and link previews: description, robots, canonical link,
 * Open Graph and Twitter cards, feeds and structured data. The title element is the caller's.
 */
export function headTags(meta: PageMeta, { documentTitle, siteName, link }: HeadText): string {
  const tag = (name: string, attributes: Record<string, string>) =>
    `<${name} ${Object.entries(attributes)
      .map(([key, value]) => `${key}="${escapeMarkup(value)}"`)
      .join(' ')}>`;
  const named = (name: string, content: string) => tag('meta', { name, content });
  const property = (name: string, content: string) => tag('meta', { property: name, content });
  const canonical = meta.canonicalPath === null ? null : link(meta.canonicalPath);
  const parts = [
    named('description', meta.description),
    ...(meta.noindex ? [named('robots', 'noindex')] : []),
    ...(canonical ? [tag('link', { rel: 'canonical', href: canonical }), property('og:url', canonical)] : []),
    property('og:type', meta.openGraphType),
    property('og:title', meta.title || documentTitle),
    property('og:description', meta.description),
    named('twitter:card', 'summary'),
    property('og:site_name', siteName),
    named('twitter:title', meta.title || documentTitle),
    named('twitter:description', meta.description),
    ...(meta.image ? [property('og:image', meta.image), named('twitter:image', meta.image)] : []),
    ...meta.feeds.map((feed) =>
      tag('link', { rel: 'alternate', type: 'application/rss+xml', title: feed.title, href: link(feed.path) }),
    ),
    ...meta.structuredData.map((data) => `<script type="application/ld+json">${scriptJson(data)}</script>`),
  ];
  return parts.join('\n');
}
