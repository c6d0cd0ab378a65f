/**
 * The server's renderer of public pages (built by `vite build --ssr` into dist/ssr, loaded by
 * src/server/web/ssr/): the same routes, layouts and pages as the browser, drawn to a string as a
 * visitor sees them, from API answers the server gives ahead.
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { noteMissingCalls, setPrefetchedAnswers, forgetPrefetchedAnswers } from '../../shared/api/prefetched-calls.ts';
import type { PageIsland } from '../../shared/ssr/page-island.ts';
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

export interface RenderRequest {
  /** the page's full address */
  url: string;
  island: Omit<PageIsland, 'loaderData' | 'answers'>;
  answers: Record<string, unknown>;
  /** calls that failed for the visitor: left to the browser */
  failed: string[];
}

export interface RenderedPage {
  html: string;
  /** GET calls the pages made that have no answer yet: answer them and render again */
  missing: string[];
  loaderData: Record<string, unknown>;
}

const ignoreChange = () => undefined;

/** Renders a page once; null when its route answers otherwise (a redirect). */
export async function renderPage({ url, island, answers, failed }: RenderRequest): Promise<RenderedPage | null> {
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
}
