import { routeTable, type RouteDefinition } from '../../../generated/routes.ts';

export type RoutePath = RouteDefinition['path'];
export type PageName = RouteDefinition['page'];

/** The route of a path in spec/routes.yaml; the type only accepts paths the table has. */
export function routeOf(path: RoutePath): RouteDefinition {
  const route = routeTable.find((candidate) => candidate.path === path);
  if (!route) throw new Error(`no route ${path}`);
  return route;
}

/** The first path that shows a page, so that code names a page and spec/routes.yaml decides where it lives. */
export function pathOfPage(page: PageName): RoutePath {
  const route = routeTable.find((candidate) => candidate.page === page);
  if (!route) throw new Error(`no route shows ${page}`);
  return route.path;
}

export const homePath = routeOf('/').path;
export const askPath = pathOfPage('Questions/Ask');
export const loginPath = pathOfPage('Account/Login');
export const registerPath = pathOfPage('Account/Register');
export const logoutPath = pathOfPage('Account/Logout');
export const activationFailedPath = pathOfPage('Account/ActivationFailed');
export const suspendedPath = pathOfPage('Account/Suspended');
export const notFoundRoute = routeOf('*');
