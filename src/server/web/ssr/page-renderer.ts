import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RenderPage } from '../../../shared/ssr/page-island.ts';

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
