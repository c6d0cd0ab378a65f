import { constants } from '../../../generated/constants.ts';
import { loginPath, logoutPath, registerPath } from './paths.ts';
import { writeStored } from './storage.ts';

export interface NavigateOptions {
  replace?: boolean;
}

type Navigate = (to: string, options?: NavigateOptions) => void;

// Until the router exists (during boot) a navigation is a full page load.
let navigateWith: Navigate = (to, options) => {
  const url = `${constants.base_path}${to}`;
  if (options?.replace) window.location.replace(url);
  else window.location.assign(url);
};

/** The router registers itself here, so the API client's hooks can navigate without importing it. */
export function setNavigator(navigate: Navigate): void {
  navigateWith = navigate;
}

/** A path inside the site (relative to the base path) to go to. */
export function navigate(to: string, options?: NavigateOptions): void {
  navigateWith(to, options);
}

/** The app path (without the base path) of a browser location. */
export function appPathOf(location: Pick<Location, 'pathname' | 'search' | 'hash'>): string {
  const pathname = location.pathname.startsWith(constants.base_path)
    ? location.pathname.slice(constants.base_path.length) || '/'
    : location.pathname;
  return `${pathname}${location.search}${location.hash}`;
}

/**
 * Product spec §2: the location is kept for after login, except on the login and sign-up pages
 * (and the logout page, which would end the new session at once).
 */
export function rememberForAfterLogin(appPath: string): void {
  const pathname = appPath.split(/[?#]/)[0];
  if (pathname === loginPath || pathname === registerPath || pathname === logoutPath) return;
  writeStored(constants.storage.keys.redirect_path, appPath);
}

function loginPathWith(status?: 'inactive'): string {
  return status ? `${loginPath}?${new URLSearchParams({ status })}` : loginPath;
}

/** Sends the visitor to log in, remembering where they were. */
export function goToLogin(status?: 'inactive'): void {
  rememberForAfterLogin(appPathOf(window.location));
  navigate(loginPathWith(status));
}
