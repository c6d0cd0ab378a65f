import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { constants } from '../../../../generated/constants.ts';

interface ManifestChunk {
  css?: string[];
  imports?: string[];
}

type Manifest = Record<string, ManifestChunk>;

/**
 * The stylesheets a chunk needs as it loads: those of the chunks it imports statically, then its own,
 * the order in which the browser's loader applies them when the route's code arrives.
 */
function stylesOf(manifest: Manifest, key: string, seen = new Set<string>()): string[] {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return [];
  seen.add(key);
  return [...(chunk.imports ?? []).flatMap((imported) => stylesOf(manifest, imported, seen)), ...(chunk.css ?? [])];
}

/**
 * The stylesheets of a page's route beyond those index.html links, from the build's manifest
 * (dist/web/.vite/manifest.json). A page the server draws links them in its head: the browser would
 * otherwise fetch them with the route's code, showing the drawn page unstyled until then, which then
 * shifts. No manifest (an older build): none, as before.
 */
export function routeStylesheets(webRoot: string): (page: string) => string[] {
  const file = join(webRoot, '.vite', 'manifest.json');
  if (!existsSync(file)) return () => [];
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  const linked = new Set(stylesOf(manifest, 'index.html'));
  const byPage = new Map<string, string[]>();
  return (page) => {
    let styles = byPage.get(page);
    if (!styles) {
      const own = stylesOf(manifest, `src/web/pages/${page}.tsx`).filter((style) => !linked.has(style));
      styles = [...new Set(own)].map((style) => `${constants.base_path}/${style}`);
      byPage.set(page, styles);
    }
    return styles;
  };
}
