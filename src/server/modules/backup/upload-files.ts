import { copyFile, link, mkdir, readdir, stat } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { sha256OfFile } from './file-hash.ts';
import type { ArchivedFile } from './manifest.ts';

/** Every file under `root` (none when it does not exist), as paths relative to it with forward slashes. */
export async function filesUnder(root: string): Promise<string[]> {
  let entries;
  try {
    entries = await readdir(root, { recursive: true, withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .sort();
}

/**
 * Puts the uploads into `to` and lists them with their hashes. A hard link where the two folders share a
 * file system (stored uploads are never rewritten, so the link is as good as a copy), a copy otherwise.
 */
export async function gatherUploads(from: string, to: string): Promise<ArchivedFile[]> {
  const gathered: ArchivedFile[] = [];
  for (const path of await filesUnder(from)) {
    const source = join(from, path);
    const target = join(to, path);
    await mkdir(dirname(target), { recursive: true });
    await link(source, target).catch(() => copyFile(source, target));
    gathered.push({ path, bytes: (await stat(target)).size, sha256: await sha256OfFile(target) });
  }
  return gathered;
}
