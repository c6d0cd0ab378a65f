import type { Guard } from '../../../generated/routes.ts';

/** What the guards know about the visitor. Sign-in does not exist yet, so every visitor is anonymous. */
export interface Session {
  /** siteinfo login.login_required: anonymous visitors only see the exempt pages */
  loginRequired: boolean;
  /** siteinfo login.allow_new_registrations */
  registrationAllowed: boolean;
}

export interface GuardedRoute {
  loginRequiredExempt: boolean;
}

export type GuardVerdict = 'allow' | 'login';

/** Whether a visitor may open a route, or must log in first (spec/routes.yaml guards). */
export function checkGuard(guard: Guard, session: Session, route: GuardedRoute): GuardVerdict {
  switch (guard) {
    case 'public':
      return session.loginRequired && !route.loginRequiredExempt ? 'login' : 'allow';
    case 'anonymous':
      return 'allow';
    case 'registration':
      return session.registrationAllowed ? 'allow' : 'login';
    default:
      // Every other guard needs a signed-in user (or the install state, which the site does not report yet).
      return 'login';
  }
}
