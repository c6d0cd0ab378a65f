import type { RouteTable } from '../check/routes.ts';
import { HEADER, json } from './format.ts';

export function emitRoutes(table: RouteTable): string {
  const builtPages = [...new Set(table.routes.filter((route) => route.built).map((route) => route.page))].sort();
  const loaders = builtPages.map((page) => `  '${page}': () => import('../src/web/pages/${page}.tsx'),`).join('\n');
  return `${HEADER}import type { PageModule } from '../src/web/app/page-data.ts';

export const guards = ${json(table.guards)} as const;
export type Guard = (typeof guards)[number];
export const layouts = ${json(table.layouts)} as const;
export type Layout = (typeof layouts)[number];

/** Every screen of the site, relative to the base path. Planned routes answer with the 404 page. */
export const routeTable = ${json(table.routes)} as const;
export type RouteDefinition = (typeof routeTable)[number];

/** The navigation groups (spec/routes.yaml nav_groups) with their routes' paths in order. */
export const navGroups = ${json(table.navGroups)} as const;
export type NavGroupName = (typeof navGroups)[number]['name'];

/**
 * Lazy loaders of the pages that are built; each module default-exports its page, and exports the
 * loader of the page's data when the page has one.
 */
export const pageLoaders: Record<string, () => Promise<PageModule>> = {
${loaders}
};
`;
}
