import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RenderPage } from '../../../shared/ssr/page-island.ts';

/**
 * The web app's own renderer of public pages, which `vite build --ssr` puts in dist/ssr beside dist/web
 * (the pages are the browser's components, built for Node). Without it pages are served for the
 * browser to draw alone. The module loads with the first page it draws, so start-up does not wait on it.
 */
export function loadPageRenderer(webRoot: string): RenderPage | null {
  const file = join(dirname(webRoot), 'ssr', 'render-page.js');
  if (!existsSync(file)) return null;
  let loaded: Promise<RenderPage> | null = null;
  return (request) => {
    loaded ??= import(pathToFileURL(file).href).then((module: { renderPage: RenderPage }) => module.renderPage);
    return loaded.then((renderPage) => renderPage(request));
  };
}
