import { constants } from '../../../generated/constants.ts';
import type { AuthUser } from '../../../machines/auth.types.ts';
import { sessionKindOf } from '../../../machines/auth.routes.ts';
import { inactivePath } from './auth-destinations.ts';
import { navigate } from './navigation.ts';
import { homePath } from './paths.ts';
import { sendToSession, sessionSnapshot } from './session.ts';
import { readStored, removeStored } from './storage.ts';

/** Back to the page that asked for login (product spec §2), else home. */
export function goToSavedLocation(): void {
  const saved = readStored(constants.storage.keys.redirect_path);
  removeStored(constants.storage.keys.redirect_path);
  navigate(saved ?? homePath, { replace: true });
}

/**
 * A login answered with the user (the server set the session cookie): the session takes
 * them, then an unactivated account sees the inactive page and anyone else goes on.
 */
export function afterSignIn(user: AuthUser): void {
  sendToSession({ type: 'LOGGED_IN', user });
  if (sessionKindOf(sessionSnapshot()) === 'inactive') navigate(inactivePath, { replace: true });
  else goToSavedLocation();
}
