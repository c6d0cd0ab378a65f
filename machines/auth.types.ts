import type { Guard } from '../generated/routes.ts';

/**
 * The parts of the signed-in user the session reads (GET user/info, and the login and
 * activation answers; API clients also get an access token). The web app passes the whole user.
 */
export interface AuthUser {
  id: string;
  username: string;
  display_name: string;
  e_mail: string;
  /** constants.mail_status: active or inactive */
  mail_status: number;
  /** normal, inactive, suspended or deleted */
  status: string;
  /** constants.roles */
  role_id: number;
  /** Unix seconds; 0 when there is no end */
  suspended_until: number;
  access_token?: string;
}

export interface AuthInput {
  /** the user the boot loaded, or null for an anonymous visitor */
  user: AuthUser | null;
  /** siteinfo login.login_required */
  loginRequired: boolean;
  /** siteinfo login.allow_new_registrations */
  registrationAllowed: boolean;
}

export interface AuthContext {
  user: AuthUser | null;
  loginRequired: boolean;
  registrationAllowed: boolean;
  /** an emailed link was refused as expired (403 url_expired): the activation-failed page explains it to anyone */
  expiredLink: boolean;
}

/** The typed 403s of product spec §8 that say something about the session. */
export type ForbiddenReason = 'inactive' | 'suspended' | 'url_expired';

export type AuthEvent =
  /** a login or activation answered with the user (the server set the session cookie) */
  | { type: 'LOGGED_IN'; user: AuthUser }
  | { type: 'LOGGED_OUT' }
  /** a fresh GET user/info (null: the session is no longer valid), or a user a settings page saved */
  | { type: 'USER_REFRESHED'; user: AuthUser | null }
  /** a 401 from any call */
  | { type: 'UNAUTHORIZED' }
  | { type: 'FORBIDDEN'; reason: ForbiddenReason }
  /** asks for GET user/info; at most once per throttle window unless forced */
  | { type: 'REFRESH'; force?: boolean };

/** What a route needs from the session (a row of spec/routes.yaml). */
export interface GuardedRoute {
  guard: Guard;
  loginRequiredExempt: boolean;
}

/** Where the session sends a visitor instead of a route (product spec §2 redirect rules). */
export type AuthDestination = 'login' | 'inactive' | 'suspended' | 'home';

export type RouteVerdict =
  | { kind: 'allow' }
  /** remember: keep the current location for after login */
  | { kind: 'redirect'; to: AuthDestination; remember: boolean }
  /** the 403 page in place of the route */
  | { kind: 'forbidden' };
