import type { ComponentType } from 'react';
import {
  createBrowserRouter,
  matchRoutes,
  redirect,
  useLoaderData,
  type HydrationState,
  type LoaderFunction,
  type LoaderFunctionArgs,
  type RouteObject,
} from 'react-router-dom';
import type { ApiClient } from '../../generated/client.ts';
import { constants } from '../../generated/constants.ts';
import type { MessageKey } from '../../generated/messages/index.ts';
import { layouts, pageLoaders, routeTable, type Layout, type RouteDefinition } from '../../generated/routes.ts';
import { ApiError } from '../shared/api/api-error.ts';
import { api } from './app/api-client.ts';
import { isAlreadyAt, pathOfDestination } from './app/auth-destinations.ts';
import { checkGuard } from './app/guards.ts';
import { appPathOf, rememberForAfterLogin, setNavigator } from './app/navigation.ts';
import type { PageModule, RouteData } from './app/page-data.ts';
import { notFoundRoute } from './app/paths.ts';
import { refreshSession } from './app/session.ts';
import type { ErrorPageKind } from './components/ErrorPage.tsx';
import { LoadingStatus } from './components/LoadingStatus.tsx';
import { BareLayout } from './layouts/BareLayout.tsx';
import { MainLayout } from './layouts/MainLayout.tsx';
import { ErrorInPlace } from './layouts/PageContent.tsx';
import { RouteError } from './layouts/RouteError.tsx';
import { SideNavLayout } from './layouts/SideNavLayout.tsx';

/** What a route tells its layout (the message key of the document title) and its loader (its page). */
export interface RouteHandle {
  title: MessageKey;
  page: string;
}

/** The admin layout is loaded with the first admin page, so the public pages' first load does not grow. */
const layoutRoutes: Record<Layout, Pick<RouteObject, 'Component' | 'lazy'>> = {
  main: { Component: MainLayout },
  side_nav: { Component: SideNavLayout },
  admin: { lazy: async () => ({ Component: (await import('./layouts/AdminLayout.tsx')).default }) },
  bare: { Component: BareLayout },
};

async function loadPage(page: string): Promise<PageModule> {
  const load = pageLoaders[page];
  if (!load) throw new Error(`page ${page} is not built`);
  // A chunk that never arrives ends in the error page instead of an endless wait.
  // (globalThis: the server renders public pages with these routes too)
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = globalThis.setTimeout(
      () => reject(new Error(`page ${page} did not load`)),
      constants.timing.chunk_load_timeout_ms,
    );
  });
  try {
    return await Promise.race([load(), timeout]);
  } finally {
    globalThis.clearTimeout(timer);
  }
}

/** A route's guard: the 403 page (as an error) in place of a page the visitor may not see, or a redirect. */
export type GuardLoader = (args: LoaderFunctionArgs) => Promise<RouteData | Response> | RouteData;

function guardLoader(route: RouteDefinition): GuardLoader {
  return async ({ request }) => {
    // The user is refreshed on each navigation (throttled), and always on entering the admin area (spec §2).
    const snapshot = await refreshSession(route.guard === 'admin');
    const verdict = checkGuard(route, snapshot);
    if (verdict.kind === 'forbidden') return { error: 'forbidden' };
    if (verdict.kind !== 'redirect') return {};
    const here = appPathOf(new URL(request.url));
    const to = pathOfDestination(verdict.to);
    if (isAlreadyAt(to, here)) return {};
    if (verdict.remember) rememberForAfterLogin(here);
    return redirect(to);
  };
}

/** The error page of a call that failed (the API client's hooks have already told the person). */
function errorPageOf(error: ApiError): ErrorPageKind {
  if (error.status === 403) return 'forbidden';
  return error.status === 404 ? 'not_found' : 'server_error';
}

/** How routes load: each route's guard, and the API client its page's loader asks with. */
export interface RouteLoading {
  guard(route: RouteDefinition): GuardLoader;
  /** from the request's context (the server's static handler is given one per page it draws) */
  api(context: unknown): ApiClient;
  /** the data the page shows now, when a navigation moves within it (see PageLoaderArgs) */
  shown(page: string): unknown;
}

/**
 * The guard first, then the page's own loader when its module has one; the page's code loads meanwhile,
 * as the route's lazy part asks for it anyway.
 */
function routeLoader(route: RouteDefinition, page: string, loading: RouteLoading): LoaderFunction {
  const guard = loading.guard(route);
  return async (args) => {
    const [outcome, module] = await Promise.all([guard(args), loadPage(page)]);
    if (outcome instanceof Response || outcome.error || !module.loader) return outcome;
    const { params, request, context } = args;
    try {
      const data = await module.loader({
        params,
        url: new URL(request.url),
        api: loading.api(context),
        signal: request.signal,
        shown: loading.shown(page),
      });
      return { page: data } satisfies RouteData;
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      return { error: errorPageOf(error) } satisfies RouteData;
    }
  };
}

// Routes that show the same page (a person's overview and its tabs, / and /questions) get one
// component: React then keeps the page when moving between them, instead of loading it afresh and
// dropping the keyboard's place (the focused tab) to the top of the document.
const guardedPages = new Map<ComponentType, ComponentType>();

function guardedPage(Page: ComponentType): ComponentType {
  const known = guardedPages.get(Page);
  if (known) return known;
  function GuardedPage() {
    const { error } = useLoaderData() as RouteData;
    return error ? <ErrorInPlace kind={error} /> : <Page />;
  }
  guardedPages.set(Page, GuardedPage);
  return GuardedPage;
}

/** A planned route answers with the 404 page, inside its own layout. */
function routeObject(route: RouteDefinition, loading: RouteLoading): RouteObject {
  const shown = route.built ? route : notFoundRoute;
  const handle: RouteHandle = { title: shown.title, page: shown.page };
  return {
    path: route.path,
    handle,
    loader: routeLoader(route, shown.page, loading),
    lazy: async () => ({ Component: guardedPage((await loadPage(shown.page)).default) }),
  };
}

export const routerBasename = `${constants.base_path}/`;

/**
 * Every screen in spec/routes.yaml, each in its layout; `loading` gives each route's guard (the browser
 * asks the session, the server renders public pages as a visitor sees them) and its pages' API client.
 */
export function appRoutes(loading: RouteLoading): RouteObject[] {
  return layouts.map((layout) => ({
    ...layoutRoutes[layout],
    ErrorBoundary: RouteError,
    // Shown while the first page's code, guard and data load.
    HydrateFallback: LoadingStatus,
    children: routeTable.filter((route) => route.layout === layout).map((route) => routeObject(route, loading)),
  }));
}

/**
 * Loads the code of the routes a location shows, so that the first render draws the page (as the
 * server did) instead of the fallback shown while code loads.
 */
export async function loadRoutesOf(routes: RouteObject[], location: string): Promise<void> {
  const matches = matchRoutes(routes, location, routerBasename) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}

let appRouter: ReturnType<typeof createBrowserRouter> | null = null;

function shownByPage(page: string): unknown {
  const state = appRouter?.state;
  // the navigation is idle while the router revalidates what it shows
  if (!state || state.navigation.state === 'idle') return undefined;
  const match = state.matches.find(({ route }) => (route.handle as RouteHandle | undefined)?.page === page);
  return match && (state.loaderData[match.route.id] as RouteData | undefined)?.page;
}

const browserRoutes = appRoutes({ guard: guardLoader, api: () => api, shown: shownByPage });

/** Before hydrating a server-rendered page: its route's code, loaded ahead. */
export function loadFirstRoute(): Promise<void> {
  return loadRoutesOf(browserRoutes, window.location.pathname);
}

/**
 * The router of every screen, under the base path. `hydrationData` holds the loaders' results for a
 * page the server rendered, so they do not run again before the first render.
 */
export function createAppRouter(hydrationData?: HydrationState) {
  const basename = routerBasename;
  // The server also answers the base path without its slash; the router only knows it with one.
  if (window.location.pathname === constants.base_path) {
    window.history.replaceState(
      window.history.state,
      '',
      `${basename}${window.location.search}${window.location.hash}`,
    );
  }
  const router = createBrowserRouter(browserRoutes, { basename, hydrationData });
  appRouter = router;
  setNavigator((to, options) => void router.navigate(to, options));
  return router;
}
