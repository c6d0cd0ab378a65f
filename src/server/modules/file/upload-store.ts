import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { constants } from '../../../../generated/constants.ts';
import type { ImageType } from './image-type.ts';

/** A stored upload's file name: random hex and one of the accepted extensions; nothing else is served. */
const STORED_NAME = new RegExp(`^[0-9a-f]{${constants.upload.name_bytes * 2}}\\.(${constants.upload.image_types.map((type) => type.extension).join('|')})$`);

export function uploadsDirectory(dataDir: string): string {
  return join(dataDir, constants.upload.directory);
}

export function isStoredName(name: string): boolean {
  return STORED_NAME.test(name);
}

export interface StoredUpload {
  /** the file's name in the uploads directory */
  name: string;
  /** the URL it is served at */
  url: string;
}

/** Keeps an upload under a random name. */
export async function storeUpload(dataDir: string, content: Buffer, type: ImageType): Promise<StoredUpload> {
  const directory = uploadsDirectory(dataDir);
  await mkdir(directory, { recursive: true });
  const name = `${randomBytes(constants.upload.name_bytes).toString('hex')}.${type.extension}`;
  await writeFile(join(directory, name), content, { flag: 'wx' });
  return { name, url: `${constants.upload.url_path}/${name}` };
}

/** Removes a stored upload that was refused after all. */
export async function discardUpload(dataDir: string, name: string): Promise<void> {
  await rm(join(uploadsDirectory(dataDir), name), { force: true });
}

/** True when a URL is one this site handed out for an upload that still exists. */
export function isUploadUrl(url: string, dataDir: string): boolean {
  const prefix = `${constants.upload.url_path}/`;
  if (!url.startsWith(prefix)) return false;
  const name = url.slice(prefix.length);
  return isStoredName(name) && existsSync(join(uploadsDirectory(dataDir), name));
}
