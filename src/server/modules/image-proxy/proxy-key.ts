// The key that signs image-proxy addresses. It is made once per site and kept in the data directory, which
// every process of the site shares, so an address signed by one process is served by any other; it never
// changes, so keeping it in memory needs no invalidation.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { constants } from '../../../../generated/constants.ts';

const { key_file, key_bytes, url_path } = constants.image_proxy;
let key: Buffer | null = null;

/**
 * Reads the site's key, making it first if there is none (`wx`: two processes starting at once keep one).
 * The returned function forgets it, for an app that closes in a process that goes on (the tests).
 */
export function useImageProxyKey(dataDir: string): () => void {
  const path = join(dataDir, key_file);
  mkdirSync(dataDir, { recursive: true });
  try {
    writeFileSync(path, randomBytes(key_bytes), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const read = readFileSync(path);
  key = read;
  return () => {
    if (key === read) key = null;
  };
}

function signatureOf(address: string): Buffer | null {
  return key && createHmac('sha256', key).update(address).digest();
}

/**
 * The site-relative address that shows the picture at `address` through the proxy; null before the key is
 * read (a unit test rendering markdown alone), when the image keeps its own address.
 */
export function proxiedImageSrc(address: string): string | null {
  const signature = signatureOf(address);
  if (!signature) return null;
  return `${url_path}?${new URLSearchParams({ url: address, sig: signature.toString('hex') })}`;
}

/** Whether `signature` (hex) is the site's signature of `address`. */
export function isSignedAddress(address: string, signature: string): boolean {
  const expected = signatureOf(address);
  const given = Buffer.from(signature, 'hex');
  return expected !== null && given.length === expected.length && timingSafeEqual(given, expected);
}
