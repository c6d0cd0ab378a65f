import type { ComponentType } from 'react';
import { createBrowserRouter, redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import { constants } from '../../generated/constants.ts';
import type { MessageKey } from '../../generated/messages/index.ts';
import { layouts, pageLoaders, routeTable, type Layout, type RouteDefinition } from '../../generated/routes.ts';
import { checkGuard, type Session } from './app/guards.ts';
import { appPathOf, rememberForAfterLogin, setNavigator } from './app/navigation.ts';
import { loginPath, notFoundRoute } from './app/paths.ts';
import { LoadingStatus } from './components/LoadingStatus.tsx';
import { AdminLayout } from './layouts/AdminLayout.tsx';
import { BareLayout } from './layouts/BareLayout.tsx';
import { MainLayout } from './layouts/MainLayout.tsx';
import { RouteError } from './layouts/RouteError.tsx';
import { SideNavLayout } from './layouts/SideNavLayout.tsx';

/** What a route tells its layout: the message key of the document title. */
export interface RouteHandle {
  title: MessageKey;
}

const layoutComponents: Record<Layout, ComponentType> = {
  main: MainLayout,
  side_nav: SideNavLayout,
  admin: AdminLayout,
  bare: BareLayout,
};

async function loadPage(page: string): Promise<{ default: ComponentType }> {
  const load = pageLoaders[page];
  if (!load) throw new Error(`page ${page} is not built`);
  // A chunk that never arrives ends in the error page instead of an endless wait.
  let timer = 0;
  const timeout = new Promise<never>((_, reject) => {
    timer = window.setTimeout(() => reject(new Error(`page ${page} did not load`)), constants.timing.chunk_load_timeout_ms);
  });
  try {
    return await Promise.race([load(), timeout]);
  } finally {
    window.clearTimeout(timer);
  }
}

function guardLoader(route: RouteDefinition, session: Session) {
  return ({ request }: LoaderFunctionArgs) => {
    if (checkGuard(route.guard, session, route) === 'allow') return null;
    rememberForAfterLogin(appPathOf(new URL(request.url)));
    return redirect(loginPath);
  };
}

/** A planned route answers with the 404 page, inside its own layout. */
function routeObject(route: RouteDefinition, session: Session): RouteObject {
  const shown = route.built ? route : notFoundRoute;
  const handle: RouteHandle = { title: shown.title };
  return {
    path: route.path,
    handle,
    loader: guardLoader(route, session),
    lazy: async () => ({ Component: (await loadPage(shown.page)).default }),
  };
}

/** The router of every screen in spec/routes.yaml, each in its layout, under the base path. */
export function createAppRouter(session: Session) {
  const basename = `${constants.base_path}/`;
  // The server also answers the base path without its slash; the router only knows it with one.
  if (window.location.pathname === constants.base_path) {
    window.history.replaceState(window.history.state, '', `${basename}${window.location.search}${window.location.hash}`);
  }
  const router = createBrowserRouter(
    layouts.map((layout) => ({
      Component: layoutComponents[layout],
      ErrorBoundary: RouteError,
      // Shown while the first page's code and guard load.
      HydrateFallback: LoadingStatus,
      children: routeTable.filter((route) => route.layout === layout).map((route) => routeObject(route, session)),
    })),
    { basename },
  );
  setNavigator((to, options) => void router.navigate(to, options));
  return router;
}
