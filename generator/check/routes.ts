import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { SpecError } from '../errors.ts';
import { isRecord } from '../load.ts';
import { requireMessageKey, type Catalogues } from './messages.ts';

export interface RouteDefinition {
  path: string;
  page: string;
  layout: string;
  guard: string;
  title: string;
  built: boolean;
  loginRequiredExempt: boolean;
  /** the server draws the page with its content for visitors */
  serverRendered: boolean;
  /** crawlers index the page under a canonical link of its path and page number */
  listing: boolean;
  /** the page's head advertises the newest-questions feed */
  newestFeed: boolean;
  /** the navigation group the route is linked from, and its place there */
  nav?: { group: string; order: number };
}

/** A navigation group: its heading (none for a group of one link) and its routes' paths in order. */
export interface NavGroup {
  name: string;
  heading: string | null;
  paths: string[];
}

export interface RouteTable {
  guards: string[];
  layouts: string[];
  routes: RouteDefinition[];
  navGroups: NavGroup[];
}

const PAGE_NAME = /^[A-Z][A-Za-z0-9]*(\/[A-Z][A-Za-z0-9]*)*$/;

export function checkRoutes(raw: unknown, file: string, catalogues: Catalogues, pagesDir: string): RouteTable {
  if (!isRecord(raw) || !isRecord(raw.guards) || !isRecord(raw.layouts) || !Array.isArray(raw.routes)) {
    throw new SpecError(file, '', 'expected guards, layouts and routes');
  }
  const guards = Object.keys(raw.guards);
  const layouts = Object.keys(raw.layouts);
  const groups = checkNavGroups(raw.nav_groups, file, catalogues);
  const seen = new Set<string>();
  const routes = raw.routes.map((entry: unknown, index: number): RouteDefinition => {
    const at = `routes.${index}`;
    if (!isRecord(entry)) throw new SpecError(file, at, 'a route must be a mapping');
    const { path, page, layout, guard, status } = entry;
    if (typeof path !== 'string' || !(path === '*' || path.startsWith('/')))
      throw new SpecError(file, `${at}.path`, 'a path starts with / (or is *)');
    if (seen.has(path)) throw new SpecError(file, `${at}.path`, `${path} is routed twice`);
    seen.add(path);
    if (typeof page !== 'string' || !PAGE_NAME.test(page))
      throw new SpecError(file, `${at}.page`, 'a page is a folder path like Area/Page');
    if (typeof layout !== 'string' || !layouts.includes(layout))
      throw new SpecError(file, `${at}.layout`, `unknown layout '${String(layout)}'`);
    if (typeof guard !== 'string' || !guards.includes(guard))
      throw new SpecError(file, `${at}.guard`, `unknown guard '${String(guard)}'`);
    if (status !== 'built' && status !== 'planned')
      throw new SpecError(file, `${at}.status`, 'status is built or planned');
    const built = status === 'built';
    if (built && !existsSync(join(pagesDir, `${page}.tsx`))) {
      throw new SpecError(
        file,
        `${at}.page`,
        `routed page ${page} does not exist (expected src/web/pages/${page}.tsx)`,
      );
    }
    const route: RouteDefinition = {
      path,
      page,
      layout,
      guard,
      title: requireMessageKey(catalogues, entry.title, file, `${at}.title`),
      built,
      loginRequiredExempt: entry.login_required_exempt === true,
      ...checkPageFlags(entry, file, at),
    };
    if (entry.nav !== undefined) route.nav = checkNavPlace(entry, groups, file, at);
    return route;
  });
  return { guards, layouts, routes, navGroups: navGroupsOf(groups, routes) };
}

/** A route's flags must be booleans; the server draws and crawlers index only what anyone may see. */
function checkPageFlags(
  entry: Record<string, unknown>,
  file: string,
  at: string,
): Pick<RouteDefinition, 'serverRendered' | 'listing' | 'newestFeed'> {
  const flag = (name: string): boolean => {
    const value = entry[name] ?? false;
    if (typeof value !== 'boolean') throw new SpecError(file, `${at}.${name}`, `${name} is true or false`);
    if (value && entry.guard !== 'public')
      throw new SpecError(file, `${at}.${name}`, `${name} needs the public guard (got ${String(entry.guard)})`);
    return value;
  };
  const flags = { serverRendered: flag('server_rendered'), listing: flag('listing'), newestFeed: flag('newest_feed') };
  if (flags.newestFeed && !flags.listing)
    throw new SpecError(file, `${at}.newest_feed`, 'only a listing advertises the newest-questions feed');
  return flags;
}

function checkNavGroups(raw: unknown, file: string, catalogues: Catalogues): Map<string, string | null> {
  if (raw === undefined) return new Map();
  if (!isRecord(raw)) throw new SpecError(file, 'nav_groups', 'expected a mapping of group names to heading keys');
  return new Map(
    Object.entries(raw).map(([name, heading]) => [
      name,
      heading === null ? null : requireMessageKey(catalogues, heading, file, `nav_groups.${name}`),
    ]),
  );
}

function checkNavPlace(
  entry: Record<string, unknown>,
  groups: Map<string, string | null>,
  file: string,
  at: string,
): { group: string; order: number } {
  const { nav, order } = entry;
  if (typeof nav !== 'string' || !groups.has(nav))
    throw new SpecError(file, `${at}.nav`, `unknown navigation group '${String(nav)}'`);
  if (typeof order !== 'number' || !Number.isInteger(order))
    throw new SpecError(file, `${at}.order`, 'a route in a navigation group needs an integer order');
  return { group: nav, order };
}

/** The groups in their declared order, each with its routes sorted by order; groups without routes are left out. */
function navGroupsOf(groups: Map<string, string | null>, routes: RouteDefinition[]): NavGroup[] {
  return [...groups]
    .map(([name, heading]) => ({
      name,
      heading,
      paths: routes
        .filter((route) => route.nav?.group === name)
        .sort((a, b) => a.nav!.order - b.nav!.order)
        .map((route) => route.path),
    }))
    .filter((group) => group.paths.length > 0);
}
