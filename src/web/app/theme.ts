import { effectiveColorScheme, type ColorScheme } from '../../shared/preferences/index.ts';

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

/** Relative luminance of an sRGB colour (WCAG 2). */
function luminance([red, green, blue]: [number, number, number]): number {
  const linear = (channel: number) => {
    const value = channel / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue);
}

function rgbOf(color: string): [number, number, number] | null {
  const probe = document.createElement('span');
  probe.style.color = color;
  document.body.append(probe);
  const match = /rgba?\((\d+),\s*(\d+),\s*(\d+)/.exec(getComputedStyle(probe).color);
  probe.remove();
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : null;
}

/**
 * Sets the site's primary colour (siteinfo theme_config.primary_color) and a text colour that
 * stays readable on it: the admin picks any colour, so black or white is chosen by contrast.
 */
export function applyPrimaryColor(color: string): void {
  if (!CSS.supports('color', color)) return;
  const rgb = rgbOf(color);
  if (!rgb) return;
  const root = document.documentElement.style;
  const background = luminance(rgb);
  const onWhite = 1.05 / (background + 0.05);
  const onBlack = (background + 0.05) / 0.05;
  root.setProperty('--color-primary', color);
  root.setProperty('--color-on-primary', onWhite >= onBlack ? '#ffffff' : '#000000');
}
