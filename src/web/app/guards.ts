import type { RouteDefinition } from '../../../generated/routes.ts';
import { verdictFor, type AuthSnapshot } from '../../../machines/auth.routes.ts';
import type { RouteVerdict } from '../../../machines/auth.types.ts';
import { sessionSnapshot } from './session.ts';

export type GuardedRoute = Pick<RouteDefinition, 'guard' | 'loginRequiredExempt'>;

/**
 * Whether the visitor may open a route (spec/routes.yaml guards), decided by the auth machine from
 * its current snapshot: the session is the one source of truth.
 */
export function checkGuard(route: GuardedRoute, snapshot: AuthSnapshot = sessionSnapshot()): RouteVerdict {
  return verdictFor(snapshot, route);
}
