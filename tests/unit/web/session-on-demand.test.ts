// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { sessionKindOf } from '../../../machines/auth.routes.ts';
import { sendToSession, refreshSession, sessionSnapshot, startSession } from '../../../src/web/app/session.ts';
import { loggedIn, openSite } from '../../model/auth-fixtures.ts';

// A server-drawn page hydrates for a visitor before the session machine's code is loaded (it is loaded
// when first needed, so the page's first load carries no xstate).
describe('the session of a page drawn for a visitor', () => {
  it('is a visitor at once, and what happens before its machine runs reaches the machine in order', async () => {
    const loadUser = vi.fn(async () => null);
    startSession(openSite, loadUser);
    expect(() => sessionSnapshot()).toThrow(/not running/);
    expect(sendToSession({ type: 'LOGGED_IN', user: loggedIn('member') })).toBe(true);
    expect(sendToSession({ type: 'LOGGED_IN', user: loggedIn('admin') })).toBe(true);
    const settled = await refreshSession();
    expect(sessionKindOf(settled)).toBe('admin');
    expect(sessionKindOf(sessionSnapshot())).toBe('admin');
    expect(loadUser).not.toHaveBeenCalled();
  });
});
