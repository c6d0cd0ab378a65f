/**
 * Every guard of spec/routes.yaml, decided from a snapshot of the auth machine (product spec §2):
 * the router asks this and nothing else, so the session is the one source of truth.
 */
import type { SnapshotFrom } from 'xstate';
import type { authMachine } from './auth.machine.ts';
import type { AuthDestination, GuardedRoute, RouteVerdict } from './auth.types.ts';

export type AuthSnapshot = SnapshotFrom<typeof authMachine>;

/** Who the visitor is, as the guards see it. */
export type SessionKind = 'anonymous' | 'refused_suspended' | 'inactive' | 'suspended' | 'user' | 'moderator' | 'admin';

export function sessionKindOf(snapshot: AuthSnapshot): SessionKind {
  if (snapshot.matches({ session: { anonymous: 'refusedSuspended' } })) return 'refused_suspended';
  if (snapshot.matches({ session: 'anonymous' })) return 'anonymous';
  if (snapshot.matches({ session: { signedIn: 'inactive' } })) return 'inactive';
  if (snapshot.matches({ session: { signedIn: 'suspended' } })) return 'suspended';
  if (snapshot.matches({ session: { signedIn: { activated: 'admin' } } })) return 'admin';
  if (snapshot.matches({ session: { signedIn: { activated: 'moderator' } } })) return 'moderator';
  return 'user';
}

const allow: RouteVerdict = { kind: 'allow' };
const forbidden: RouteVerdict = { kind: 'forbidden' };

function redirect(to: AuthDestination, remember = false): RouteVerdict {
  return { kind: 'redirect', to, remember };
}

const isAnonymous = (kind: SessionKind) => kind === 'anonymous' || kind === 'refused_suspended';
/** An account in good standing: a user, moderator or admin. */
export const isActivated = (kind: SessionKind) => kind === 'user' || kind === 'moderator' || kind === 'admin';

/** Not logged in → login; unactivated → the inactive page; suspended → the suspended page (spec §2). */
function unlessActivated(kind: SessionKind): RouteVerdict | null {
  if (isAnonymous(kind)) return redirect('login', true);
  if (kind === 'inactive') return redirect('inactive', true);
  if (kind === 'suspended') return redirect('suspended');
  return null;
}

/** Pages for visitors who are not logged in: the signed-in are sent on. */
function forAnonymous(kind: SessionKind): RouteVerdict {
  if (isAnonymous(kind)) return allow;
  if (kind === 'inactive') return redirect('inactive');
  if (kind === 'suspended') return redirect('suspended');
  return redirect('home');
}

export function verdictFor(snapshot: AuthSnapshot, route: GuardedRoute): RouteVerdict {
  const kind = sessionKindOf(snapshot);
  const { loginRequired, registrationAllowed, expiredLink } = snapshot.context;
  // A suspended user is held on the suspended page; the account, legal and error pages stay open.
  if (kind === 'suspended' && !route.loginRequiredExempt && route.guard !== 'suspended') return redirect('suspended');
  switch (route.guard) {
    case 'public':
      return isAnonymous(kind) && loginRequired && !route.loginRequiredExempt ? redirect('login', true) : allow;
    case 'anonymous':
      return forAnonymous(kind);
    case 'registration':
      return registrationAllowed ? forAnonymous(kind) : redirect('home');
    case 'login':
      return isAnonymous(kind) ? redirect('login', true) : allow;
    case 'activated':
    case 'activated_only':
      return unlessActivated(kind) ?? allow;
    case 'staff':
      return unlessActivated(kind) ?? (kind === 'admin' || kind === 'moderator' ? allow : forbidden);
    case 'admin':
      return unlessActivated(kind) ?? (kind === 'admin' ? allow : forbidden);
    case 'not_activated':
      // Also where any expired emailed link lands (403 url_expired), whoever followed it.
      return isActivated(kind) && !expiredLink ? redirect('home') : allow;
    case 'suspended':
      return kind === 'suspended' || kind === 'refused_suspended' ? allow : redirect('home');
    case 'not_installed':
      // Installation is not a matter of the session: the wizard asks the server.
      return allow;
  }
}
