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
    return {
      path,
      page,
      layout,
      guard,
      title: requireMessageKey(catalogues, entry.title, file, `${at}.title`),
      built,
      loginRequiredExempt: entry.login_required_exempt === true,
    };
  });
  return { guards, layouts, routes };
}
