/**
 * The server's renderer of public pages (built by `vite build --ssr` into dist/ssr, loaded by
 * src/server/web/ssr/): the same routes, layouts and pages as the browser, drawn to a string as a
 * visitor sees them, from their routes' loaders and the API answers the server gives ahead.
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { createApiClient, type ApiClient } from '../../../generated/client.ts';
import type { ResponseHooks } from '../../shared/api/envelope-runtime.ts';
import { noteMissingCalls, setPrefetchedAnswers, forgetPrefetchedAnswers } from '../../shared/api/prefetched-calls.ts';
import type { RenderPage } from '../../shared/ssr/page-island.ts';
import type { RouteData } from '../app/page-data.ts';
import { setRenderClock } from '../app/render-clock.ts';
import type { SiteInfo } from '../app/site-context.ts';
import type { UserCenterAgent } from '../app/user-center.ts';
import { AppProviders, startAppSession } from '../boot/BootedApp.tsx';
import { Overlays } from '../components/Overlays.tsx';
import { appRoutes, routerBasename } from '../router.tsx';

/** What the page's loaders ask with, one per page drawn (the static handler's request context). */
interface DrawingContext {
  api: ApiClient;
}

const ignore = () => undefined;
// No one sees the server's toasts: a call that fails leaves the page to the browser, which tells them.
const unseen: ResponseHooks = {
  toast: ignore,
  confirm: ignore,
  dialog: ignore,
  captchaFailed: ignore,
  unauthorized: ignore,
  forbidden: ignore,
  globalError: ignore,
  log: ignore,
};

const handler = createStaticHandler(
  appRoutes({
    // The server renders only pages every visitor may open, so no guard stops one.
    guard: () => () => ({}),
    api: (context) => (context as DrawingContext).api,
    // a drawn page is a first load
    shown: () => undefined,
  }),
  { basename: routerBasename },
);

export const renderPage: RenderPage = async ({ url, island, fetch }) => {
  const api = createApiClient({ session: 'cookie', language: () => island.language, hooks: unseen, fetch });
  const requestContext: DrawingContext = { api };
  const context = await handler.query(new Request(url), { requestContext });
  if (context instanceof Response) return null;
  const failed = Object.values(context.loaderData).some((data) => (data as RouteData | undefined)?.error);
  if (context.errors || failed) throw new Error(`the data of ${url} did not load`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const preferences = {
    language: island.language,
    colorScheme: island.colorScheme,
    switchLanguage: async () => undefined,
    switchColorScheme: ignore,
  };
  return {
    loaderData: context.loaderData,
    draw(answers, failedCalls) {
      // Everything below is synchronous: the module state set here belongs to this drawing alone.
      setPrefetchedAnswers(answers, failedCalls);
      setRenderClock(island.renderedAt);
      startAppSession(island.siteInfo as SiteInfo, null);
      try {
        const { result: html, missing } = noteMissingCalls(() =>
          renderToString(
            <StrictMode>
              <AppProviders
                siteInfo={island.siteInfo as SiteInfo}
                setSiteInfo={ignore}
                agent={island.agent as UserCenterAgent}
                bundle={island.bundle}
                timeZone={island.timeZone}
                preferences={preferences}
              >
                <StaticRouterProvider router={router} context={context} hydrate={false} />
                <Overlays />
              </AppProviders>
            </StrictMode>,
          ),
        );
        return { html, missing };
      } finally {
        forgetPrefetchedAnswers();
        setRenderClock(null);
      }
    },
  };
};
