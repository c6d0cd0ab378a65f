import { useSiteInfo } from '../../app/site-context.ts';

/**
 * The site's origin (siteinfo general.site_url, else the page's), for the duplicate link rule. Only a
 * flag's reason is checked with it, in the browser: the server, drawing a page without site_url set,
 * has no page origin to give.
 */
export function useSiteOrigin(): string {
  const siteUrl = useSiteInfo().general.site_url;
  if (siteUrl) return new URL(siteUrl).origin;
  return typeof window === 'undefined' ? '' : window.location.origin;
}
