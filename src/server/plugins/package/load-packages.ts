import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { DESCRIPTOR_FILE, parseDescriptor, type PackageDescriptor } from './descriptor.ts';
import type { PluginServerPart } from './server-part.ts';

/** A plugin package read from disk: its descriptor, folder and server part (empty when it has none). */
export interface LoadedPackage {
  descriptor: PackageDescriptor;
  dir: string;
  server: PluginServerPart;
}

/** Where plugins come from: the folders under a directory, and npm packages named in the config. */
export interface PluginSources {
  dir: string;
  packages: readonly string[];
}

function folderPackages(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(dir, entry.name, DESCRIPTOR_FILE)))
    .map((entry) => join(dir, entry.name));
}

/** An npm package's folder, found as Node finds the package from the current directory. */
function npmPackage(name: string): string {
  const require = createRequire(join(process.cwd(), 'package.json'));
  return dirname(require.resolve(`${name}/${DESCRIPTOR_FILE}`));
}

async function serverPartOf(dir: string, descriptor: PackageDescriptor): Promise<PluginServerPart> {
  if (!descriptor.server) return {};
  const module = (await import(pathToFileURL(resolve(dir, descriptor.server)).href)) as { default?: PluginServerPart };
  return module.default ?? {};
}

async function loadPackage(dir: string): Promise<LoadedPackage> {
  const descriptor = parseDescriptor(JSON.parse(readFileSync(join(dir, DESCRIPTOR_FILE), 'utf8')));
  const server = await serverPartOf(dir, descriptor);
  // the agent is what a user-center plugin is for
  if (descriptor.type === 'user_center' && !server.userCenter) {
    throw new Error('a user_center plugin needs a server part with userCenter');
  }
  return { descriptor, dir, server };
}

/**
 * Every plugin package of the sources. A package that cannot be read, or whose descriptor lacks a slug
 * name or a type, is left out with the reason logged; the site starts without it.
 */
export async function loadPluginPackages(
  sources: PluginSources,
  warn: (message: string) => void,
): Promise<LoadedPackage[]> {
  const loaded: LoadedPackage[] = [];
  const candidates = [
    ...folderPackages(sources.dir).map((dir) => ({ label: dir, dir: () => dir })),
    ...sources.packages.map((name) => ({ label: name, dir: () => npmPackage(name) })),
  ];
  for (const candidate of candidates) {
    try {
      loaded.push(await loadPackage(candidate.dir()));
    } catch (error) {
      warn(`plugin ${candidate.label} is not loaded: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return loaded;
}
