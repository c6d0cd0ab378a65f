import { constants } from '../../../generated/constants.ts';
import { isBrandingUrl } from '../../shared/branding/branding-url.ts';
import { isColorScheme, resolveColorScheme, type ColorScheme } from '../../shared/preferences/index.ts';
import { primaryColorRule, primaryColorsOf } from '../../shared/theme/primary-color.ts';
import type { SiteInfo } from '../settings/site-settings.ts';
import { escapeMarkup } from './html-escape.ts';

/**
 * The admin's custom head may load scripts and styles (analytics, fonts): each element it writes gets
 * this response's nonce, as the page's own do, so the Content-Security-Policy lets them run and nothing
 * injected elsewhere gains that right. Only admins may set it (x-auth admin on its PUT).
 */
export function withNonce(html: string, nonce: string): string {
  return html.replace(/<(script|style|link)(?=[\s/>])/gi, `<$1 nonce="${nonce}"`);
}

function iconLinks(branding: SiteInfo['branding']): string[] {
  const link = (rel: string, href: string) =>
    isBrandingUrl(href) ? [`<link rel="${rel}" href="${escapeMarkup(href)}">`] : [];
  const favicon = branding.favicon || branding.square_icon;
  return [...link('icon', favicon), ...link('apple-touch-icon', branding.square_icon)];
}

/**
 * Sets the colour scheme before the first paint, as the app's theme.ts does once it runs: a page drawn
 * on the server would otherwise show light to readers whose system is dark until its scripts arrive.
 * Only "system" needs the browser (its media query); the scheme is one of the values, so no escaping.
 */
function colorSchemeScript(scheme: ColorScheme, nonce: string): string {
  return (
    `<script nonce="${nonce}">(function(r,s){if(s==="system")s=matchMedia("(prefers-color-scheme: dark)").matches?"dark":"light";` +
    `r.dataset.colorScheme=s;r.style.colorScheme=s})(document.documentElement,"${scheme}")</script>`
  );
}

/** Whose colour scheme a page is shown in: this browser's choice in the switcher, else a signed-in reader's own. */
export interface SchemeSources {
  chosen: string | undefined;
  reader: { color_scheme: string } | null;
}

/**
 * What the served page's head carries from the site settings, before the app runs: the colour scheme
 * (in the order the app follows once it runs: the visitor's choice, the reader's own, the site's) and the
 * theme's design tokens (no flash of the default colours), the favicon and touch icon, the custom
 * stylesheet and the admin's custom head, last so that it may override the rest.
 */
export function pageHead(site: SiteInfo, nonce: string, { chosen, reader }: SchemeSources): string {
  const parts: string[] = [];
  const scheme = isColorScheme(chosen) ? chosen : resolveColorScheme({ user: reader, site: site.theme.color_scheme });
  parts.push(colorSchemeScript(scheme, nonce));
  const colors = primaryColorsOf(site.theme.theme_config.primary_color);
  if (colors) parts.push(`<style nonce="${nonce}">${primaryColorRule(colors)}</style>`);
  parts.push(...iconLinks(site.branding));
  const custom = site.custom_css_html;
  if (custom.custom_css) parts.push(`<link rel="stylesheet" href="${constants.base_path}/custom.css">`);
  if (custom.custom_head) parts.push(withNonce(custom.custom_head, nonce));
  return parts.join('\n');
}
