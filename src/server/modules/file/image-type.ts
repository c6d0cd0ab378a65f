import { constants } from '../../../../generated/constants.ts';

export type ImageType = (typeof constants.upload.image_types)[number];

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];

function startsWith(bytes: Uint8Array, signature: number[], at = 0): boolean {
  return signature.every((byte, index) => bytes[at + index] === byte);
}

function ascii(bytes: Uint8Array, from: number, to: number): string {
  return String.fromCharCode(...bytes.subarray(from, to));
}

/** The image's MIME type read from its first bytes (never from its name or the client's word), or null. */
function sniffMime(bytes: Uint8Array): string | null {
  if (startsWith(bytes, PNG)) return 'image/png';
  if (startsWith(bytes, JPEG)) return 'image/jpeg';
  const head = ascii(bytes, 0, 6);
  if (head === 'GIF87a' || head === 'GIF89a') return 'image/gif';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'image/webp';
  return null;
}

/** The accepted image type of a file's content; SVG and everything else is null. */
export function imageTypeOf(bytes: Uint8Array): ImageType | null {
  const mime = sniffMime(bytes);
  return constants.upload.image_types.find((type) => type.mime === mime) ?? null;
}

export function imageTypeOfExtension(extension: string): ImageType | null {
  return constants.upload.image_types.find((type) => type.extension === extension) ?? null;
}
