import type { AuthDestination } from '../../../machines/auth.types.ts';
import { homePath, loginPath, suspendedPath } from './paths.ts';

/** The inactive state page is the login page showing the inactive notice (product spec §2). */
export const inactivePath = `${loginPath}?${new URLSearchParams({ status: 'inactive' })}`;

const destinationPaths: Record<AuthDestination, string> = {
  login: loginPath,
  inactive: inactivePath,
  suspended: suspendedPath,
  home: homePath,
};

export function pathOfDestination(destination: AuthDestination): string {
  return destinationPaths[destination];
}

/** True when the visitor is already at an app path (with at least its query), so a redirect there would loop. */
export function isAlreadyAt(target: string, current: string): boolean {
  const parse = (appPath: string) => new URL(appPath, 'http://site.invalid');
  const wanted = parse(target);
  const here = parse(current);
  if (wanted.pathname !== here.pathname) return false;
  return [...wanted.searchParams].every(([name, value]) => here.searchParams.get(name) === value);
}
