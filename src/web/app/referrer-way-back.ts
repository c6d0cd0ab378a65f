import { constants } from '../../../generated/constants.ts';
import { appPathOf, rememberForAfterLogin } from './navigation.ts';

/**
 * A visitor who pressed Log in or Sign up before a server-drawn page's scripts took over followed a
 * plain link, which remembered nothing: the page they came from is then this document's referrer
 * (the site's referrer policy sends it within the site). Only on the document's first entry: after
 * moves inside the app the referrer is stale, and those moves remember the way themselves.
 */
export function rememberReferrerForAfterLogin(): void {
  const firstEntry = (window.history.state as { idx?: number } | null)?.idx === 0;
  if (!firstEntry || !document.referrer) return;
  const from = new URL(document.referrer);
  if (from.origin !== window.location.origin || !from.pathname.startsWith(constants.base_path)) return;
  rememberForAfterLogin(appPathOf(from));
}
