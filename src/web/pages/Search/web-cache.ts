import { constants } from '../../../../generated/constants.ts';

/**
 * Where a visit to a web cache's copy of the search page belongs (product spec §2): the cache asks
 * for `?q=cache:<key>:<the page's real address>`; the real address's path is where the visitor
 * goes. Null when the page is not being shown by a web cache.
 */
export function webCacheRedirect(location: { host: string; search: string }): string | null {
  const cacheHosts: readonly string[] = constants.search.web_cache_hosts;
  if (!cacheHosts.includes(location.host)) return null;
  const query = new URLSearchParams(location.search).get('q') ?? '';
  const address = query.startsWith('cache:') ? /:(https?:\/\/.+)$/.exec(query.slice('cache:'.length))?.[1] : undefined;
  if (!address) return null;
  try {
    const url = new URL(address);
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}
