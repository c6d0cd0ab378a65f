import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { guards, routeTable, type Guard } from '../../../generated/routes.ts';
import {
  authMachine,
  type AuthEvent,
  type AuthInput,
  type AuthUser,
  type RouteVerdict,
} from '../../../machines/auth.machine.ts';
import { verdictFor, type AuthSnapshot } from '../../../machines/auth.routes.ts';
import { loggedIn, openSite, privateSite, users, type UserName } from '../../model/auth-fixtures.ts';

const machine = authMachine.provide({ actors: { loadUser: fromPromise<AuthUser | null>(async () => null) } });

function snapshotAfter(input: AuthInput, ...events: AuthEvent[]): AuthSnapshot {
  const actor = createActor(machine, { input }).start();
  for (const event of events) actor.send(event);
  const snapshot = actor.getSnapshot();
  actor.stop();
  return snapshot;
}

const signedIn = (name: UserName, site: AuthInput = openSite) => snapshotAfter({ ...site, user: users[name] });
const anonymous = snapshotAfter(openSite);
const refusedSuspended = snapshotAfter(openSite, { type: 'FORBIDDEN', reason: 'suspended' });

const exempt = { loginRequiredExempt: true };
const notExempt = { loginRequiredExempt: false };
const allow: RouteVerdict = { kind: 'allow' };
const forbidden: RouteVerdict = { kind: 'forbidden' };
const to = (destination: 'login' | 'inactive' | 'suspended' | 'home', remember = false): RouteVerdict => ({
  kind: 'redirect',
  to: destination,
  remember,
});

const verdict = (snapshot: AuthSnapshot, guard: Guard, route = notExempt) => verdictFor(snapshot, { guard, ...route });

describe('route guards decided by the auth machine (product spec §2)', () => {
  it('lets everyone see public pages of an open site', () => {
    for (const snapshot of [anonymous, signedIn('member'), signedIn('inactive'), signedIn('admin')]) {
      expect(verdict(snapshot, 'public')).toEqual(allow);
    }
  });

  it('in login-required mode sends anonymous visitors to login, remembering the page, except on exempt pages', () => {
    const privateAnonymous = snapshotAfter(privateSite);
    expect(verdict(privateAnonymous, 'public')).toEqual(to('login', true));
    expect(verdict(privateAnonymous, 'public', exempt)).toEqual(allow);
    expect(verdict(signedIn('member', privateSite), 'public')).toEqual(allow);
    // the exempt pages in the route table are the account, legal and error pages
    const exemptPaths = routeTable.filter((route) => route.loginRequiredExempt).map((route) => route.path);
    expect(exemptPaths).toEqual(
      expect.arrayContaining(['/users/login', '/users/register', '/tos', '/privacy', '/403']),
    );
    expect(exemptPaths).not.toContain('/questions');
  });

  it('opens the login page only to visitors who are not logged in; inactive users go to the inactive page', () => {
    expect(verdict(anonymous, 'anonymous', exempt)).toEqual(allow);
    expect(verdict(signedIn('inactive'), 'anonymous', exempt)).toEqual(to('inactive'));
    expect(verdict(signedIn('member'), 'anonymous', exempt)).toEqual(to('home'));
    expect(verdict(signedIn('suspended'), 'anonymous', exempt)).toEqual(to('suspended'));
  });

  it('opens sign-up only while registration is allowed, and only to visitors who are not logged in', () => {
    expect(verdict(anonymous, 'registration', exempt)).toEqual(allow);
    expect(verdict(snapshotAfter(privateSite), 'registration', exempt)).toEqual(to('home'));
    expect(verdict(signedIn('member'), 'registration', exempt)).toEqual(to('home'));
  });

  it('sends the unactivated to the inactive page and the suspended to the suspended page from pages that need activation', () => {
    expect(verdict(anonymous, 'activated')).toEqual(to('login', true));
    expect(verdict(signedIn('inactive'), 'activated')).toEqual(to('inactive', true));
    expect(verdict(signedIn('suspended'), 'activated')).toEqual(to('suspended'));
    expect(verdict(signedIn('member'), 'activated')).toEqual(allow);
  });

  it('needs login for login pages, in any state but suspended', () => {
    expect(verdict(anonymous, 'login')).toEqual(to('login', true));
    expect(verdict(signedIn('inactive'), 'login')).toEqual(allow);
    expect(verdict(signedIn('member'), 'login')).toEqual(allow);
    expect(verdict(signedIn('suspended'), 'login')).toEqual(to('suspended'));
  });

  it('shows the 403 page in place to signed-in users without the role', () => {
    expect(verdict(signedIn('member'), 'admin')).toEqual(forbidden);
    expect(verdict(signedIn('moderator'), 'admin')).toEqual(forbidden);
    expect(verdict(signedIn('admin'), 'admin')).toEqual(allow);
    expect(verdict(signedIn('member'), 'staff')).toEqual(forbidden);
    expect(verdict(signedIn('moderator'), 'staff')).toEqual(allow);
    expect(verdict(signedIn('admin'), 'staff')).toEqual(allow);
    expect(verdict(anonymous, 'admin')).toEqual(to('login', true));
  });

  it('holds suspended users on the suspended page, leaving the exempt pages open', () => {
    const suspended = signedIn('suspended');
    expect(verdict(suspended, 'public')).toEqual(to('suspended'));
    expect(verdict(suspended, 'public', exempt)).toEqual(allow);
    expect(verdict(suspended, 'suspended', exempt)).toEqual(allow);
    expect(verdict(refusedSuspended, 'suspended', exempt)).toEqual(allow);
    expect(verdict(anonymous, 'suspended', exempt)).toEqual(to('home'));
    expect(verdict(signedIn('member'), 'suspended', exempt)).toEqual(to('home'));
  });

  it('shows activation success to activated users and activation failed to the others, or after an expired link', () => {
    expect(verdict(signedIn('member'), 'activated_only', exempt)).toEqual(allow);
    expect(verdict(signedIn('inactive'), 'activated_only', exempt)).toEqual(to('inactive', true));
    expect(verdict(signedIn('inactive'), 'not_activated', exempt)).toEqual(allow);
    expect(verdict(anonymous, 'not_activated', exempt)).toEqual(allow);
    expect(verdict(signedIn('member'), 'not_activated', exempt)).toEqual(to('home'));
    const expired = snapshotAfter({ ...openSite, user: users.member }, { type: 'FORBIDDEN', reason: 'url_expired' });
    expect(verdict(expired, 'not_activated', exempt)).toEqual(allow);
  });

  it('follows the session as it changes: login, a 403, a 401', () => {
    const afterLogin = snapshotAfter(openSite, { type: 'LOGGED_IN', user: loggedIn('admin') });
    expect(verdict(afterLogin, 'admin')).toEqual(allow);
    const deactivated = snapshotAfter({ ...openSite, user: users.member }, { type: 'FORBIDDEN', reason: 'inactive' });
    expect(verdict(deactivated, 'activated')).toEqual(to('inactive', true));
    const expired = snapshotAfter({ ...openSite, user: users.member }, { type: 'UNAUTHORIZED' });
    expect(verdict(expired, 'login')).toEqual(to('login', true));
  });

  it('decides every guard of the route table', () => {
    for (const guard of guards) expect(verdict(anonymous, guard).kind).toMatch(/^(allow|redirect|forbidden)$/);
  });
});
