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

/**
 * Draws a public page as a visitor sees it with the web app's own components: the boot's data, the
 * route loaders' calls and each call the page's widgets make are answered through the API (so every
 * rule of who sees what stays there); the page is drawn again until no widget's call is missing. Null
 * when the page's route answers otherwise.
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
  const draft = await renderPage({ url, island, fetch: apiFetch(app, language, quiet) });
  if (!draft) return null;
  const answers: Record<string, unknown> = {};
  const failed: string[] = [];
  for (let pass = 1; ; pass++) {
    const drawn = draft.draw(answers, failed);
    if (drawn.missing.length === 0 || pass === constants.ssr.render_passes_max) {
      // the bundle is most of the data: the browser fetches it on its own, and keeps it
      const { bundle: _fetchedApart, ...shared } = island;
      return {
        html: drawn.html,
        island: { ...shared, answers, loaderData: draft.loaderData },
        bundlePath: `${API}/language/config?v=${boot.bundleVersion}`,
        lang: localeOf(language),
      };
    }
    await Promise.all(
      drawn.missing.map(async (call) => {
        try {
          answers[call] = await apiGet(app, call, language, quiet);
        } catch {
          failed.push(call);
        }
      }),
    );
  }
}
