import type { FastifyRequest } from 'fastify';
import { constants } from '../../../../generated/constants.ts';
import { isColorScheme, isLanguage } from '../../../shared/preferences/index.ts';
import { tokenOfRequest } from '../../http/session-transport.ts';
import { matchRoute } from '../seo/route-match.ts';

/** The request's path under the base path. */
export function pathOf(request: FastifyRequest): string {
  const { pathname } = new URL(request.url, 'http://host');
  return pathname.startsWith(constants.base_path) ? pathname.slice(constants.base_path.length) : pathname;
}

/**
 * Which kept page answers this request: everything a visitor's page is drawn from besides the site's
 * data (emptied by its writes) — the origin its links may be made from, the address with its query, the
 * language and colour scheme this browser chose. Null for a request carrying any session (a signed-in
 * reader's page is drawn for them, and never kept) and for pages the server does not draw.
 */
export function visitorVariantOf(request: FastifyRequest): string | null {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null;
  if (tokenOfRequest(request, 'any-read')) return null;
  const { route } = matchRoute(pathOf(request));
  if (!route.built || !route.serverRendered) return null;
  const language = request.cookies[constants.languages.choice_cookie];
  const scheme = request.cookies[constants.color_scheme.choice_cookie];
  return [
    `${request.protocol}://${request.host}`,
    request.url,
    isLanguage(language) ? language : '',
    isColorScheme(scheme) ? scheme : '',
  ].join('\n');
}
