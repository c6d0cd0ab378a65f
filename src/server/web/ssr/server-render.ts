import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { constants } from '../../../../generated/constants.ts';
import { isColorScheme, isLanguage, localeOf, resolveLanguage } from '../../../shared/preferences/index.ts';
import type { PageIsland, RenderPage, RenderRequest } from '../../../shared/ssr/page-island.ts';
import type { Database } from '../../db/schema.ts';
import { quietRenderHeaders } from '../../http/quiet-render.ts';
import { apiFetch, apiGet } from './api-get.ts';
import { visitorBootData } from './boot-data.ts';
import type { PageRequest } from '../seo/page-meta.ts';
import { matchRoute } from '../seo/route-match.ts';

const API = constants.api_prefix;

export interface ServerRendered {
  html: string;
  island: PageIsland;
  /** the address of the page's language bundle, for the browser to fetch while it reads the page */
  bundlePath: string;
  /** the <html lang> of the language the page is drawn in */
  lang: string;
}

/** Whether the server draws this page: routes flagged server_rendered on a site open to visitors, when they exist (200). */
export function isServerRendered(page: PageRequest, status: number): boolean {
  if (status !== 200 || page.site.login.login_required) return false;
  const { route } = matchRoute(page.path);
  return route.built && route.serverRendered;
}

/** What the server logs when a drawn page's widgets asked for a call their page does not declare. */
export const MISSED_CALLS_LOG = 'a server-drawn page missed data calls its page does not declare';

/**
 * Draws a public page as a visitor sees it with the web app's own components, once: the boot's data,
 * the route loaders' calls and the calls the page declares for its widgets are answered through the API
 * (so every rule of who sees what stays there) before the draw. Null when the page's route answers
 * otherwise.
 */
export async function renderServerPage(
  app: FastifyInstance,
  db: Kysely<Database>,
  renderPage: RenderPage,
  page: PageRequest,
  request: { cookie: string | undefined; chosenLanguage: string | undefined },
): Promise<ServerRendered | null> {
  const { cookie } = request;
  const interfaceLanguage = page.site.interface.language;
  // the reader's session, as the web app sends it, for their own user only
  const session =
    page.viewer && cookie ? { cookie, [constants.session.cookie.header]: constants.session.cookie.header_value } : null;
  const viewer = session
    ? ((await apiGet(app, `${API}/user/info`, resolveLanguage({ interfaceLanguage }), session)) as { language: string })
    : null;
  // as the browser decides after taking the page over, so it keeps the language it was drawn in
  const chosen = request.chosenLanguage;
  const language = isLanguage(chosen) ? chosen : resolveLanguage({ user: viewer, interfaceLanguage });
  const boot = await visitorBootData(app, db, language);
  // the server's calls count no view: a visitor's is counted as the page is served (it may come from the
  // page cache, drawn for someone else), a signed-in reader's when their browser asks again as them
  const quiet = quietRenderHeaders();
  const scheme = page.site.theme.color_scheme;
  const island: RenderRequest['island'] = {
    ...boot,
    language,
    colorScheme: isColorScheme(scheme) ? scheme : 'system',
    timeZone: page.site.interface.time_zone,
    renderedAt: Math.floor(Date.now() / 1000),
    viewer: viewer ?? null,
  };
  const query = page.query.size ? `?${page.query}` : '';
  const url = `http://localhost${constants.base_path}${page.path}${query}`;
  const drawn = await renderPage({ url, island, fetch: apiFetch(app, language, quiet) });
  if (!drawn) return null;
  // the page is right all the same (those widgets show loading, and the browser loads them after
  // hydrating), but slower to be complete: its page module should declare them (WidgetCalls)
  if (drawn.missing.length > 0) app.log.warn({ path: page.path, missing: drawn.missing }, MISSED_CALLS_LOG);
  // the bundle is most of the data: the browser fetches it on its own, and keeps it
  const { bundle: _fetchedApart, ...shared } = island;
  return {
    html: drawn.html,
    island: { ...shared, answers: drawn.answers, loaderData: drawn.loaderData },
    bundlePath: `${API}/language/config?v=${boot.bundleVersion}`,
    lang: localeOf(language),
  };
}
