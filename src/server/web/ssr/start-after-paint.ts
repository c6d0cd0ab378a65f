import { scriptJson } from '../html-escape.ts';

/**
 * A page the server drew starts its app once the browser has shown it. Linked as index.html links it, the
 * app's entry (and the page's scripts, preloaded) would download beside the page and, on a fast link, run
 * before the first paint, holding the drawn content back although it needs none of it. Instead a small
 * inline script waits for the frame that shows the page (two animation frames), then asks for the
 * page's scripts and the message bundle ahead and imports the entry. A hidden tab paints nothing, so
 * there it starts at once.
 */

/** What index.html names to start the app: its entry and the scripts the entry imports, preloaded. */
export interface AppStart {
  entry: string;
  modules: string[];
}

const entryScript = /\s*<script type="module"[^>]* src="([^"]+)"[^>]*><\/script>/;
const modulePreload = /\s*<link rel="modulepreload"[^>]* href="([^"]+)"[^>]*>/g;

/**
 * index.html without the tags that start the app, and what they named; the page as it is and no start
 * when it names no entry script (a build of another shape), so its own tags start the app.
 */
export function splitAppStart(indexHtml: string): { html: string; start: AppStart | null } {
  const entry = entryScript.exec(indexHtml);
  if (!entry) return { html: indexHtml, start: null };
  const modules = [...indexHtml.matchAll(modulePreload)].map((match) => match[1]!);
  return { html: indexHtml.replace(entry[0], '').replace(modulePreload, ''), start: { entry: entry[1]!, modules } };
}

/**
 * The inline script that starts the app after the first paint: `modules`, the page's scripts beyond the
 * entry's, and `fetches` (asked as the app's API client asks them: credentials included) preloaded.
 */
export function startScript(
  start: AppStart | null,
  page: { modules: string[]; fetches: string[] },
  nonce: string,
): string {
  if (!start) return '';
  const modules = scriptJson([...start.modules, ...page.modules]);
  return (
    `<script nonce="${nonce}">(function(d,m,f,e){function p(h,r,a,c){var l=d.createElement("link");` +
    `l.rel=r;l.href=h;l.crossOrigin=c;if(a)l.as=a;d.head.appendChild(l)}` +
    `function s(){f.forEach(function(h){p(h,"preload","fetch","use-credentials")});` +
    `m.forEach(function(h){p(h,"modulepreload","","anonymous")});import(e)}` +
    `if(d.visibilityState==="hidden")s();else requestAnimationFrame(function(){requestAnimationFrame(s)})})` +
    `(document,${modules},${scriptJson(page.fetches)},${scriptJson(start.entry)})</script>`
  );
}
