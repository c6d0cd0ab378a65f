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
import { constants } from '../../generated/constants.ts';
import type { MessageKey } from '../../generated/messages/index.ts';
import { layouts, pageLoaders, routeTable, type Layout, type RouteDefinition } from '../../generated/routes.ts';
import { isAlreadyAt, pathOfDestination } from './app/auth-destinations.ts';
import { checkGuard } from './app/guards.ts';
import { appPathOf, rememberForAfterLogin, setNavigator } from './app/navigation.ts';
import { notFoundRoute, routeOf } from './app/paths.ts';
import { refreshSession } from './app/session.ts';
import { ErrorPage } from './components/ErrorPage.tsx';
import { LoadingStatus } from './components/LoadingStatus.tsx';
import { BareLayout } from './layouts/BareLayout.tsx';
import { DocumentTitle } from './layouts/DocumentTitle.tsx';
import { MainLayout } from './layouts/MainLayout.tsx';
import { RouteError } from './layouts/RouteError.tsx';
import { SideNavLayout } from './layouts/SideNavLayout.tsx';

/** What a route tells its layout: the message key of the document title. */
export interface RouteHandle {
  title: MessageKey;
}

/** The admin layout is loaded with the first admin page, so the public pages' first load does not grow. */
const layoutRoutes: Record<Layout, Pick<RouteObject, 'Component' | 'lazy'>> = {
  main: { Component: MainLayout },
  side_nav: { Component: SideNavLayout },
  admin: { lazy: async () => ({ Component: (await import('./layouts/AdminLayout.tsx')).default }) },
  bare: { Component: BareLayout },
};

async function loadPage(page: string): Promise<{ default: ComponentType }> {
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

/** What a route's loader tells its page: the 403 page shows in place of a page the visitor may not see. */
export interface GuardOutcome {
  forbidden: boolean;
}

function guardLoader(route: RouteDefinition): LoaderFunction {
  return async ({ request }: LoaderFunctionArgs): Promise<GuardOutcome | Response> => {
    // The user is refreshed on each navigation (throttled), and always on entering the admin area (spec §2).
    const snapshot = await refreshSession(route.guard === 'admin');
    const verdict = checkGuard(route, snapshot);
    if (verdict.kind !== 'redirect') return { forbidden: verdict.kind === 'forbidden' };
    const here = appPathOf(new URL(request.url));
    const to = pathOfDestination(verdict.to);
    if (isAlreadyAt(to, here)) return { forbidden: false };
    if (verdict.remember) rememberForAfterLogin(here);
    return redirect(to);
  };
}

const forbiddenTitle = routeOf('/403').title;

// Routes that show the same page (a person's overview and its tabs, / and /questions) get one
// component: React then keeps the page when moving between them, instead of loading it afresh and
// dropping the keyboard's place (the focused tab) to the top of the document.
const guardedPages = new Map<ComponentType, ComponentType>();

function guardedPage(Page: ComponentType): ComponentType {
  const known = guardedPages.get(Page);
  if (known) return known;
  function GuardedPage() {
    const outcome = useLoaderData() as GuardOutcome;
    if (!outcome.forbidden) return <Page />;
    return (
      <>
        <DocumentTitle override={forbiddenTitle} />
        <ErrorPage kind="forbidden" />
      </>
    );
  }
  guardedPages.set(Page, GuardedPage);
  return GuardedPage;
}

/** A planned route answers with the 404 page, inside its own layout. */
function routeObject(route: RouteDefinition, loaderOf: (route: RouteDefinition) => LoaderFunction): RouteObject {
  const shown = route.built ? route : notFoundRoute;
  const handle: RouteHandle = { title: shown.title };
  return {
    path: route.path,
    handle,
    loader: loaderOf(route),
    lazy: async () => ({ Component: guardedPage((await loadPage(shown.page)).default) }),
  };
}

export const routerBasename = `${constants.base_path}/`;

/**
 * Every screen in spec/routes.yaml, each in its layout; `loaderOf` gives each route's guard (the
 * browser asks the session, the server renders public pages as a visitor sees them).
 */
export function appRoutes(loaderOf: (route: RouteDefinition) => LoaderFunction): RouteObject[] {
  return layouts.map((layout) => ({
    ...layoutRoutes[layout],
    ErrorBoundary: RouteError,
    // Shown while the first page's code and guard load.
    HydrateFallback: LoadingStatus,
    children: routeTable.filter((route) => route.layout === layout).map((route) => routeObject(route, loaderOf)),
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

const browserRoutes = appRoutes(guardLoader);

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
  setNavigator((to, options) => void router.navigate(to, options));
  return router;
}
