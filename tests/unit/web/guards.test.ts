import { describe, expect, it } from 'vitest';
import { guards } from '../../../generated/routes.ts';
import { checkGuard, type Session } from '../../../src/web/app/guards.ts';

const openSite: Session = { loginRequired: false, registrationAllowed: true };
const privateSite: Session = { loginRequired: true, registrationAllowed: false };
const exempt = { loginRequiredExempt: true };
const notExempt = { loginRequiredExempt: false };

describe('checkGuard (no sign-in exists yet: every visitor is anonymous)', () => {
  it('lets anyone open a public page of an open site', () => {
    expect(checkGuard('public', openSite, notExempt)).toBe('allow');
  });

  it('sends anonymous visitors of a login-required site to log in, except on exempt pages', () => {
    expect(checkGuard('public', privateSite, notExempt)).toBe('login');
    expect(checkGuard('public', privateSite, exempt)).toBe('allow');
  });

  it('lets an anonymous visitor open the pages for anonymous visitors', () => {
    expect(checkGuard('anonymous', privateSite, exempt)).toBe('allow');
  });

  it('opens sign-up only while registration is allowed', () => {
    expect(checkGuard('registration', openSite, exempt)).toBe('allow');
    expect(checkGuard('registration', privateSite, exempt)).toBe('login');
  });

  it('never lets a visitor through a guard that needs a signed-in user', () => {
    const needsUser = guards.filter((guard) => !['public', 'anonymous', 'registration'].includes(guard));
    expect(needsUser.length).toBeGreaterThan(0);
    for (const guard of needsUser) expect(checkGuard(guard, openSite, exempt)).toBe('login');
  });
});
