import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { constants } from '../../../../generated/constants.ts';
import { imageTypeOf } from '../file/image-type.ts';

const { cache_directory, cache_seconds, failure_cache_seconds, fetch_timeout_ms } = constants.avatar;
const SIZE = constants.user_pages.gravatar_size;

async function freshFile(path: string, maxAgeSeconds: number): Promise<Buffer | null> {
  const info = await stat(path).catch(() => null);
  if (!info?.isFile() || Date.now() - info.mtimeMs > maxAgeSeconds * 1000) return null;
  return readFile(path).catch(() => null);
}

/** Written beside and renamed into place, so another request never reads half a file. */
async function keep(path: string, content: Buffer): Promise<void> {
  const partial = `${path}.${process.pid}.${Date.now()}.partial`;
  await writeFile(partial, content);
  await rename(partial, path);
}

/** The picture at `url` as a square PNG of the site's avatar size, or null when there is none to be had. */
async function fetchPicture(url: string): Promise<Buffer | null> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(fetch_timeout_ms) });
    if (!response.ok) return null;
    const declared = Number(response.headers.get('content-length') ?? 0);
    if (declared > constants.limits.image.max_bytes) return null;
    const bytes = Buffer.from(await response.arrayBuffer());
    if (bytes.length > constants.limits.image.max_bytes || !imageTypeOf(bytes)) return null;
    // Decoded and drawn anew like an upload: only pixels reach our visitors.
    return await sharp(bytes, { limitInputPixels: constants.upload.max_pixels, failOn: 'error' })
      .resize(SIZE, SIZE, { fit: 'cover' })
      .png()
      .toBuffer();
  } catch {
    return null;
  }
}

/**
 * A Gravatar picture fetched by the server and kept under the data directory: `<key>.png` for a
 * fetched one; `<key>.failed.png`, the fallback (drawn by `fallback`), kept a shorter time so a
 * picture set up later or a network back up is seen soon. The key is a hash of the URL, so the
 * files name no address.
 */
export async function cachedGravatar(dataDir: string, url: string, fallback: () => Promise<Buffer>): Promise<Buffer> {
  const directory = join(dataDir, cache_directory);
  const key = createHash('sha256').update(url).digest('hex');
  const fetchedPath = join(directory, `${key}.png`);
  const failedPath = join(directory, `${key}.failed.png`);
  const cached = (await freshFile(fetchedPath, cache_seconds)) ?? (await freshFile(failedPath, failure_cache_seconds));
  if (cached) return cached;
  const fetched = await fetchPicture(url);
  const picture = fetched ?? (await fallback());
  await mkdir(directory, { recursive: true });
  await keep(fetched ? fetchedPath : failedPath, picture);
  return picture;
}
