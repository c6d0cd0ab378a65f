import { constants } from '../../../generated/constants.ts';

/**
 * The stored form of the site URL: the address of the site's home page, base path included, without a
 * trailing slash (answer-api-facts §2.1: scheme://host[/path]), so that a link is this URL followed by a
 * route's path, here and in clients that build links from siteinfo. `https://x.org`, `https://x.org/`,
 * `https://x.org/answer` and `https://x.org/answer/` all become `https://x.org/answer`; a site behind a
 * proxy prefix keeps it (`https://x.org/qa` → `https://x.org/qa/answer`). Null when it is not an
 * http(s) address.
 */
export function normalizeSiteUrl(input: string): string | null {
  let url: URL;
  try {
    url = new URL(input.trim());
  } catch {
    return null;
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.username || url.password) return null;
  const path = url.pathname.replace(/\/{2,}/g, '/').replace(/\/+$/, '');
  const withBase = path.endsWith(constants.base_path) ? path : `${path}${constants.base_path}`;
  return `${url.origin}${withBase}`;
}

/**
 * A link to a page of the site (`path` as in spec/routes.yaml, e.g. `/users/login?code=…`): every link
 * in mails and API answers is made here. Without a usable configured URL, the origin the request reached.
 */
export function siteLink(siteUrl: string, requestOrigin: string, path: string): string {
  const home = normalizeSiteUrl(siteUrl) ?? normalizeSiteUrl(requestOrigin) ?? constants.base_path;
  return `${home}${path}`;
}
