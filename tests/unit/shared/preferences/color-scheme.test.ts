import { describe, expect, it } from 'vitest';
import { constants } from '../../../../generated/constants.ts';
import { effectiveColorScheme, isColorScheme, resolveColorScheme } from '../../../../src/shared/preferences/index.ts';

describe('resolveColorScheme', () => {
  it("uses the user's scheme when it is a known one", () => {
    expect(resolveColorScheme({ user: { color_scheme: 'dark' }, site: 'light', stored: 'light' })).toBe('dark');
  });

  it("uses the site's scheme when the user's is 'default'", () => {
    const user = { color_scheme: constants.color_scheme.user_default };
    expect(resolveColorScheme({ user, site: 'dark', stored: 'light' })).toBe('dark');
  });

  it("uses the site's scheme when the user's is unknown or empty", () => {
    expect(resolveColorScheme({ user: { color_scheme: 'sepia' }, site: 'dark' })).toBe('dark');
    expect(resolveColorScheme({ user: { color_scheme: '' }, site: 'dark' })).toBe('dark');
  });

  it("uses the site's scheme for an anonymous visitor", () => {
    expect(resolveColorScheme({ user: null, site: 'light', stored: 'dark' })).toBe('light');
  });

  it("uses the stored scheme when the site's is unknown or missing", () => {
    expect(resolveColorScheme({ user: null, site: 'sepia', stored: 'dark' })).toBe('dark');
    expect(resolveColorScheme({ stored: 'dark' })).toBe('dark');
  });

  it('uses the site default when nothing known is given', () => {
    expect(resolveColorScheme({ user: { color_scheme: 'default' }, site: '', stored: 'sepia' })).toBe(
      constants.color_scheme.site_default,
    );
    expect(resolveColorScheme({})).toBe(constants.color_scheme.site_default);
  });
});

describe('isColorScheme', () => {
  it('accepts exactly the known schemes', () => {
    for (const scheme of constants.color_scheme.values) expect(isColorScheme(scheme)).toBe(true);
    expect(isColorScheme(constants.color_scheme.user_default)).toBe(false);
    expect(isColorScheme(undefined)).toBe(false);
  });
});

describe('effectiveColorScheme', () => {
  it('keeps an explicit scheme whatever the system prefers', () => {
    expect(effectiveColorScheme('light', true)).toBe('light');
    expect(effectiveColorScheme('dark', false)).toBe('dark');
  });

  it('follows the system preference for the system scheme', () => {
    expect(effectiveColorScheme('system', true)).toBe('dark');
    expect(effectiveColorScheme('system', false)).toBe('light');
  });
});
