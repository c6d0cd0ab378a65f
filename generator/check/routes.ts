import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { SpecError } from '../errors.ts';
import { isRecord } from '../load.ts';
import { requireMessageKey, type Catalogues } from './messages.ts';
import { NAV_GROUPS, type NavGroup } from './settings.ts';

export interface RouteDefinition {
  path: string;
  page: string;
  layout: string;
  guard: string;
  title: string;
  built: boolean;
  loginRequiredExempt: boolean;
  /** the admin navigation group the route is listed in, and its place there; null when not listed */
  nav: NavGroup | null;
  order: number | null;
}

export interface RouteTable {
  guards: string[];
  layouts: string[];
  routes: RouteDefinition[];
}

const PAGE_NAME = /^[A-Z][A-Za-z0-9]*(\/[A-Z][A-Za-z0-9]*)*$/;

export function checkRoutes(raw: unknown, file: string, catalogues: Catalogues, pagesDir: string): RouteTable {
  if (!isRecord(raw) || !isRecord(raw.guards) || !isRecord(raw.layouts) || !Array.isArray(raw.routes)) {
    throw new SpecError(file, '', 'expected guards, layouts and routes');
  }
  const guards = Object.keys(raw.guards);
  const layouts = Object.keys(raw.layouts);
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
    const nav = entry.nav ?? null;
    const order = entry.order ?? null;
    if (nav !== null && !NAV_GROUPS.includes(nav as never))
      throw new SpecError(file, `${at}.nav`, `unknown nav group '${String(nav)}'; use one of ${NAV_GROUPS.join(', ')}`);
    if ((nav === null) !== (order === null) || (order !== null && !(Number.isInteger(order) && Number(order) >= 1)))
      throw new SpecError(file, `${at}.order`, 'a listed route has a nav group and an order (a whole number from 1)');
    return {
      path,
      page,
      layout,
      guard,
      title: requireMessageKey(catalogues, entry.title, file, `${at}.title`),
      built,
      loginRequiredExempt: entry.login_required_exempt === true,
      nav: nav as NavGroup | null,
      order: order as number | null,
    };
  });
  return { guards, layouts, routes };
}
