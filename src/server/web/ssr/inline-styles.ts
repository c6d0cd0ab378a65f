import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { constants } from '../../../../generated/constants.ts';

const linkedStylesheet = /<link rel="stylesheet" crossorigin href="([^"]+)" nonce="([^"]+)">/g;

/**
 * A page the server draws carries its stylesheets in its head instead of linking them: each link holds the
 * first paint back by a round trip (several on a phone's network), for a few kB the page needs anyway.
 * Beside each one stays its link, `disabled` (not fetched, not applied), because the app's chunk loader
 * looks for a stylesheet's link before adding it: without it, the first move to a page of the same
 * kind would fetch and apply the stylesheet once more, after the site's custom CSS, which would then
 * lose to it. A stylesheet naming a `url(` stays linked, as an inline copy would resolve it against the
 * page's address. The build's files never change while the server runs, so each is read once.
 */
export function stylesheetInliner(webRoot: string): (href: string, nonce: string) => string {
  const texts = new Map<string, string | null>();
  const textOf = (href: string): string | null => {
    if (!texts.has(href)) {
      const file = join(webRoot, href.slice(constants.base_path.length + 1));
      const inside = href.startsWith(`${constants.base_path}/assets/`) && !href.includes('..');
      const text = inside && existsSync(file) ? readFileSync(file, 'utf8') : null;
      texts.set(href, text === null || text.includes('url(') || text.includes('</') ? null : text);
    }
    return texts.get(href) ?? null;
  };
  return (href, nonce) => {
    const text = textOf(href);
    const link = `<link rel="stylesheet" crossorigin href="${href}" nonce="${nonce}"`;
    return text === null ? `${link}>` : `${link} disabled><style nonce="${nonce}">${text}</style>`;
  };
}

/** index.html with the stylesheets it links carried inline, as `inline` gives them. */
export function withInlineStylesheets(html: string, inline: (href: string, nonce: string) => string): string {
  return html.replace(linkedStylesheet, (_tag, href: string, nonce: string) => inline(href, nonce));
}
