import { effectiveColorScheme, type ColorScheme } from '../../shared/preferences/index.ts';
import { primaryColorsOf } from '../../shared/theme/primary-color.ts';

const darkQuery = '(prefers-color-scheme: dark)';

let followsSystem: MediaQueryList | null = null;

function show(scheme: ColorScheme): void {
  const root = document.documentElement;
  const effective = effectiveColorScheme(scheme, window.matchMedia(darkQuery).matches);
  root.dataset.colorScheme = effective;
  root.style.colorScheme = effective;
}

function onSystemChange(): void {
  show('system');
}

/** Shows a colour scheme on the page; 'system' keeps following the operating system's setting. */
export function applyColorScheme(scheme: ColorScheme): void {
  followsSystem?.removeEventListener('change', onSystemChange);
  followsSystem = null;
  if (scheme === 'system') {
    followsSystem = window.matchMedia(darkQuery);
    followsSystem.addEventListener('change', onSystemChange);
  }
  show(scheme);
}

/**
 * Sets the site's primary colour (siteinfo theme_config.primary_color) and a text colour that stays
 * readable on it; the served page's head sets the same first, this follows a change made in the app.
 */
export function applyPrimaryColor(color: string): void {
  const colors = primaryColorsOf(color);
  if (!colors) return;
  const root = document.documentElement.style;
  root.setProperty('--color-primary', colors.primary);
  root.setProperty('--color-on-primary', colors.onPrimary);
}
