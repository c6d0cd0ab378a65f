import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { constants } from '../../../../generated/constants.ts';
import type { ImageType } from './image-type.ts';

/** A stored upload's file name: random hex and one of the accepted extensions; nothing else is served. */
const STORED_NAME = new RegExp(
  `^[0-9a-f]{${constants.upload.name_bytes * 2}}\\.(${constants.upload.image_types.map((type) => type.extension).join('|')})$`,
);

export type PublicSource = (typeof constants.upload.public_sources)[number];

export function isPublicSource(source: string): source is PublicSource {
  return (constants.upload.public_sources as readonly string[]).includes(source);
}

/** Where uploads are kept: public sources in a folder of their own, the rest together. */
export function uploadsDirectory(dataDir: string, publicSource?: PublicSource): string {
  const directory = join(dataDir, constants.upload.directory);
  return publicSource ? join(directory, publicSource) : directory;
}

export function isStoredName(name: string): boolean {
  return STORED_NAME.test(name);
}

/** Where uploads are served, below the base path. */
export const UPLOADS_PATH = constants.upload.url_path.slice(constants.base_path.length);

export interface StoredUpload {
  /** the file's name in its uploads directory */
  name: string;
  /** where the file is kept */
  file: string;
  /** where it is served below the base path (siteLink makes its URL) */
  path: string;
}

/** Keeps an upload under a random name, public sources (branding) in a folder of their own. */
export async function storeUpload(
  dataDir: string,
  content: Buffer,
  type: ImageType,
  source: string,
): Promise<StoredUpload> {
  const publicSource = isPublicSource(source) ? source : undefined;
  const directory = uploadsDirectory(dataDir, publicSource);
  await mkdir(directory, { recursive: true });
  const name = `${randomBytes(constants.upload.name_bytes).toString('hex')}.${type.extension}`;
  const file = join(directory, name);
  await writeFile(file, content, { flag: 'wx' });
  const path = publicSource ? `${UPLOADS_PATH}/${publicSource}/${name}` : `${UPLOADS_PATH}/${name}`;
  return { name, file, path };
}

/** Removes a stored upload that was refused after all. */
export async function discardUpload(stored: StoredUpload): Promise<void> {
  await rm(stored.file, { force: true });
}

/**
 * True when a URL is one this site handed out for an upload (not of a public source) that still exists:
 * `uploadsUrl` is siteLink's URL of the uploads (UPLOADS_PATH); earlier versions handed out bare paths.
 */
export function isUploadUrl(url: string, dataDir: string, uploadsUrl: string): boolean {
  const prefix = [`${uploadsUrl}/`, `${constants.upload.url_path}/`].find((start) => url.startsWith(start));
  if (!prefix) return false;
  const name = url.slice(prefix.length);
  return isStoredName(name) && existsSync(join(uploadsDirectory(dataDir), name));
}
