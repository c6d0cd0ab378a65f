import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
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

/** Keeps an upload under a random name and returns the URL it is served at. */
export async function storeUpload(dataDir: string, content: Buffer, type: ImageType): Promise<string> {
  const directory = uploadsDirectory(dataDir);
  await mkdir(directory, { recursive: true });
  const name = `${randomBytes(constants.upload.name_bytes).toString('hex')}.${type.extension}`;
  await writeFile(join(directory, name), content, { flag: 'wx' });
  return `${constants.upload.url_path}/${name}`;
}

/** True when a URL is one this site handed out for an upload that still exists. */
export function isUploadUrl(url: string, dataDir: string): boolean {
  const prefix = `${constants.upload.url_path}/`;
  if (!url.startsWith(prefix)) return false;
  const name = url.slice(prefix.length);
  return isStoredName(name) && existsSync(join(uploadsDirectory(dataDir), name));
}
