// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { constants } from '../../../generated/constants.ts';
import type { AuthUser } from '../../../machines/auth.machine.ts';
import { sessionKindOf } from '../../../machines/auth.routes.ts';
import { afterSignIn } from '../../../src/web/app/after-login.ts';
import { setNavigator } from '../../../src/web/app/navigation.ts';
import { homePath, loginPath, suspendedPath } from '../../../src/web/app/paths.ts';
import { responseHooks } from '../../../src/web/app/response-hooks.ts';
import { loadSessionMachine, refreshSession, sessionSnapshot, startSession } from '../../../src/web/app/session.ts';
import { readStored, writeStored } from '../../../src/web/app/storage.ts';
import { loggedIn, openSite, users } from '../../model/auth-fixtures.ts';

const navigate = vi.fn();
const loadUser = vi.fn<() => Promise<AuthUser | null>>();

// As on every page the server does not draw (on those it loads when first needed: session-on-demand.test.ts).
beforeAll(async () => {
  await loadSessionMachine();
});

beforeEach(() => {
  setNavigator(navigate);
  window.history.replaceState(null, '', `${constants.base_path}/questions/ask`);
});

afterEach(() => {
  navigate.mockReset();
  loadUser.mockReset();
  window.localStorage.clear();
});

const kind = () => sessionKindOf(sessionSnapshot());

describe('the browser session over the auth machine', () => {
  it('takes the user of a login, keeps no token in the page, and goes back to the page that asked for it', () => {
    startSession(openSite, loadUser);
    writeStored(constants.storage.keys.redirect_path, '/questions/ask');
    afterSignIn(loggedIn('member'));
    expect(kind()).toBe('user');
    expect(Object.values({ ...window.localStorage }).join()).not.toContain('token-of-member');
    expect(navigate).toHaveBeenCalledWith('/questions/ask', { replace: true });
    expect(readStored(constants.storage.keys.redirect_path)).toBeNull();
  });

  it('sends an unactivated account to the inactive page after signing up', () => {
    startSession(openSite, loadUser);
    afterSignIn(loggedIn('inactive'));
    expect(kind()).toBe('inactive');
    expect(navigate).toHaveBeenCalledWith(`${loginPath}?status=inactive`, { replace: true });
  });

  it('goes home after login when no page asked for it', () => {
    startSession(openSite, loadUser);
    afterSignIn(loggedIn('admin'));
    expect(navigate).toHaveBeenCalledWith(homePath, { replace: true });
  });

  it('on a 401 forgets the user and goes to log in remembering the page', () => {
    startSession({ ...openSite, user: users.member }, loadUser);
    responseHooks.unauthorized();
    expect(kind()).toBe('anonymous');
    expect(readStored(constants.storage.keys.redirect_path)).toBe('/questions/ask');
    expect(navigate).toHaveBeenCalledWith(loginPath, undefined);
  });

  it('on a 403 suspended holds the user as suspended before showing the suspended page', () => {
    startSession({ ...openSite, user: users.member }, loadUser);
    loadUser.mockResolvedValue(users.suspended);
    navigate.mockImplementation(() => expect(kind()).toBe('suspended'));
    responseHooks.forbidden('suspended');
    expect(navigate).toHaveBeenCalledWith(suspendedPath, { replace: true });
  });

  it('refreshes the user at most once per throttle window unless forced', async () => {
    vi.useFakeTimers();
    try {
      startSession({ ...openSite, user: users.member }, loadUser);
      loadUser.mockResolvedValue(users.admin);
      await refreshSession();
      expect(loadUser).not.toHaveBeenCalled();
      await refreshSession(true);
      expect(loadUser).toHaveBeenCalledTimes(1);
      expect(kind()).toBe('admin');
      await refreshSession();
      expect(loadUser).toHaveBeenCalledTimes(1);
      vi.advanceTimersByTime(constants.timing.user_refresh_throttle_ms);
      await refreshSession();
      expect(loadUser).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('ends the session when a refresh finds it no longer valid', async () => {
    startSession({ ...openSite, user: users.member }, loadUser);
    loadUser.mockResolvedValue(null);
    await refreshSession(true);
    expect(kind()).toBe('anonymous');
  });
});
