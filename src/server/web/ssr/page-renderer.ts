import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { renderPage } from '../../../web/ssr/render-page.tsx';

export type RenderPage = typeof renderPage;

/**
 * The web app's own renderer of public pages, which `vite build --ssr` puts in dist/ssr beside dist/web
 * (the pages are the browser's components, built for Node). Without it pages are served for the
 * browser to draw alone.
 */
export async function loadPageRenderer(webRoot: string): Promise<RenderPage | null> {
  const file = join(dirname(webRoot), 'ssr', 'render-page.js');
  if (!existsSync(file)) return null;
  const module = (await import(pathToFileURL(file).href)) as { renderPage: RenderPage };
  return module.renderPage;
}
