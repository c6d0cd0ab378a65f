import { useSiteInfo } from '../../app/site-context.ts';

/** The site's origin (siteinfo general.site_url, else the page's), for the duplicate link rule. */
export function useSiteOrigin(): string {
  const siteUrl = useSiteInfo().general.site_url;
  return siteUrl ? new URL(siteUrl).origin : window.location.origin;
}
