/**
 * The server's renderer of public pages (built by `vite build --ssr` into dist/ssr, loaded by
 * src/server/web/ssr/): the same routes, layouts and pages as the browser, drawn to a string as a
 * visitor sees them, in one draw: their routes' loaders run first, then the GET calls their widgets
 * declare beside each loader, whose answers the widgets' data hooks read as they draw.
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type StaticHandlerContext,
} from 'react-router-dom';
import { createApiClient, type ApiClient } from '../../../generated/client.ts';
import { pageLoaders } from '../../../generated/routes.ts';
import type { ResponseHooks } from '../../shared/api/envelope-runtime.ts';
import { noteMissingCalls, setPrefetchedAnswers, forgetPrefetchedAnswers } from '../../shared/api/prefetched-calls.ts';
import type { RenderPage } from '../../shared/ssr/page-island.ts';
import type { RouteHandle } from '../router.tsx';
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

/**
 * A `fetch` that keeps each GET's answer by its address (the client's call key: the server's client has
 * no base URL), and notes the calls that failed for the visitor, whose widgets the browser then loads.
 */
function recordingFetch(fetch: typeof globalThis.fetch, answers: Record<string, unknown>, failed: string[]) {
  return async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const key = String(input);
    const response = await fetch(input, init).catch((error: unknown) => {
      failed.push(key);
      throw error;
    });
    const body =
      response.status === 200 ? ((await response.clone().json()) as { code?: number; data?: unknown }) : null;
    if (body?.code === 200) answers[key] = body.data;
    else failed.push(key);
    return response;
  };
}

/** Makes the GET calls the matched pages' modules declare for their widgets, once their loaders have run. */
async function answerWidgetCalls(context: StaticHandlerContext, url: URL, api: ApiClient): Promise<void> {
  const calls = await Promise.all(
    context.matches.map(async ({ route, params }) => {
      const page = (route.handle as RouteHandle | undefined)?.page;
      const load = page === undefined ? undefined : pageLoaders[page];
      const widgetCalls = load && (await load()).widgetCalls;
      const data = (context.loaderData[route.id] as RouteData | undefined)?.page;
      return widgetCalls ? widgetCalls({ data, params, url, api }) : [];
    }),
  );
  // a call that fails leaves its widget to the browser; the page is drawn all the same
  await Promise.allSettled(calls.flat());
}

export const renderPage: RenderPage = async ({ url, island, fetch }) => {
  const language = () => island.language;
  const api = createApiClient({ session: 'cookie', language, hooks: unseen, fetch });
  const requestContext: DrawingContext = { api };
  const context = await handler.query(new Request(url), { requestContext });
  if (context instanceof Response) return null;
  const failedLoad = Object.values(context.loaderData).some((data) => (data as RouteData | undefined)?.error);
  if (context.errors || failedLoad) throw new Error(`the data of ${url} did not load`);
  const answers: Record<string, unknown> = {};
  const failed: string[] = [];
  const widgetApi = createApiClient({
    session: 'cookie',
    language,
    hooks: unseen,
    fetch: recordingFetch(fetch, answers, failed),
  });
  await answerWidgetCalls(context, new URL(url), widgetApi);
  const router = createStaticRouter(handler.dataRoutes, context);
  const preferences = {
    language: island.language,
    colorScheme: island.colorScheme,
    switchLanguage: async () => undefined,
    switchColorScheme: ignore,
  };
  // Everything below is synchronous: the module state set here belongs to this drawing alone.
  setPrefetchedAnswers(answers, failed);
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
    return { html, loaderData: context.loaderData, answers, missing };
  } finally {
    forgetPrefetchedAnswers();
    setRenderClock(null);
  }
};
