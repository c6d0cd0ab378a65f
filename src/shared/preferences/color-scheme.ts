import { constants } from '../../../generated/constants.ts';

export type ColorScheme = (typeof constants.color_scheme.values)[number];

export type EffectiveColorScheme = 'light' | 'dark';

export interface ColorSchemeSources {
  user?: { color_scheme: string } | null;
  site?: string;
  stored?: string;
}

export function isColorScheme(value: string | undefined): value is ColorScheme {
  return constants.color_scheme.values.some((scheme) => scheme === value);
}

/**
 * The user's 'default' setting needs no branch of its own: it is not a colour
 * scheme, so it falls through to the site's scheme like a missing one.
 */
export function resolveColorScheme({ user, site, stored }: ColorSchemeSources): ColorScheme {
  const userScheme = user?.color_scheme;
  if (isColorScheme(userScheme)) return userScheme;
  if (isColorScheme(site)) return site;
  if (isColorScheme(stored)) return stored;
  return constants.color_scheme.site_default;
}

export function effectiveColorScheme(scheme: ColorScheme, prefersDark: boolean): EffectiveColorScheme {
  if (scheme === 'system') return prefersDark ? 'dark' : 'light';
  return scheme;
}
