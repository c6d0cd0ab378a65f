import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { constants } from '../../../../generated/constants.ts';

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}

type Manifest = Record<string, ManifestChunk>;

/** A chunk and those it imports statically, each before its importers: the order the browser runs them. */
function chunksOf(manifest: Manifest, key: string, seen = new Set<string>()): ManifestChunk[] {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return [];
  seen.add(key);
  return [...(chunk.imports ?? []).flatMap((imported) => chunksOf(manifest, imported, seen)), chunk];
}

/** The stylesheets a chunk needs as it loads, in the order in which the browser's loader applies them. */
const stylesOf = (chunks: ManifestChunk[]) => chunks.flatMap((chunk) => chunk.css ?? []);

/** The build's manifest (dist/web/.vite/manifest.json), or null for an older build without one. */
function readManifest(webRoot: string): Manifest | null {
  const file = join(webRoot, '.vite', 'manifest.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Manifest) : null;
}

/**
 * Every script a drawn page's first load runs, relative to the web root: the app's entry and its chunks,
 * then the page's route and what it imports statically (what the page's start script asks for).
 */
export function firstLoadScripts(webRoot: string, page: string): string[] {
  const manifest = readManifest(webRoot);
  if (!manifest) return [];
  const chunks = [...chunksOf(manifest, 'index.html'), ...chunksOf(manifest, `src/web/pages/${page}.tsx`)];
  return [...new Set(chunks.map((chunk) => chunk.file))];
}

export interface RouteAssets {
  /** stylesheets beyond those index.html links */
  styles: string[];
  /** the page's scripts beyond the app's own */
  scripts: string[];
}

const noAssets: RouteAssets = { styles: [], scripts: [] };

/**
 * The stylesheets and scripts of a page's route beyond those index.html names, from the build's manifest
 * (dist/web/.vite/manifest.json). A page the server draws links them in its head. Styles: the browser
 * would otherwise fetch them with the route's code, showing the drawn page unstyled until then, which
 * then shifts. Scripts: the app's code names only a page's stylesheets ahead (vite.config.ts), so
 * without these the browser would learn of the page's chunks one import after another before hydrating.
 * No manifest (an older build): none, as before.
 */
export function routeAssets(webRoot: string): (page: string) => RouteAssets {
  const manifest = readManifest(webRoot);
  if (!manifest) return () => noAssets;
  const app = chunksOf(manifest, 'index.html');
  const linked = new Set(stylesOf(app));
  const loaded = new Set(app.map((chunk) => chunk.file));
  const link = (asset: string) => `${constants.base_path}/${asset}`;
  const byPage = new Map<string, RouteAssets>();
  return (page) => {
    let assets = byPage.get(page);
    if (!assets) {
      const chunks = chunksOf(manifest, `src/web/pages/${page}.tsx`);
      const styles = stylesOf(chunks).filter((style) => !linked.has(style));
      const scripts = chunks.map((chunk) => chunk.file).filter((script) => !loaded.has(script));
      assets = { styles: [...new Set(styles)].map(link), scripts: scripts.map(link) };
      byPage.set(page, assets);
    }
    return assets;
  };
}
