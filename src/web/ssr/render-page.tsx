/**
 * The server's renderer of public pages (built by `vite build --ssr` into dist/ssr, loaded by
 * src/server/web/ssr/): the same routes, layouts and pages as the browser, drawn to a string as a
 * visitor sees them, from API answers the server gives ahead.
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { noteMissingCalls, setPrefetchedAnswers, forgetPrefetchedAnswers } from '../../shared/api/prefetched-calls.ts';
import type { RenderPage } from '../../shared/ssr/page-island.ts';
import { setRenderClock } from '../app/render-clock.ts';
import type { SiteInfo } from '../app/site-context.ts';
import type { UserCenterAgent } from '../app/user-center.ts';
import { AppProviders, startAppSession } from '../boot/BootedApp.tsx';
import { Overlays } from '../components/Overlays.tsx';
import { appRoutes, routerBasename, type GuardOutcome } from '../router.tsx';

// The server renders only pages every visitor may open, so no guard stops one.
const openToVisitors = (): GuardOutcome => ({ forbidden: false });
const handler = createStaticHandler(
  appRoutes(() => openToVisitors),
  { basename: routerBasename },
);

const ignoreChange = () => undefined;

export const renderPage: RenderPage = async ({ url, island, answers, failed }) => {
  const context = await handler.query(new Request(url));
  if (context instanceof Response) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  // Everything below is synchronous: the module state set here belongs to this render alone.
  setPrefetchedAnswers(answers, failed);
  setRenderClock(island.renderedAt);
  startAppSession(island.siteInfo as SiteInfo, null);
  const preferences = {
    language: island.language,
    colorScheme: island.colorScheme,
    switchLanguage: async () => undefined,
    switchColorScheme: ignoreChange,
  };
  try {
    const { result: html, missing } = noteMissingCalls(() =>
      renderToString(
        <StrictMode>
          <AppProviders
            siteInfo={island.siteInfo as SiteInfo}
            setSiteInfo={ignoreChange}
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
    return { html, missing, loaderData: context.loaderData };
  } finally {
    forgetPrefetchedAnswers();
    setRenderClock(null);
  }
};
