import sharp, { type FormatEnum, type Metadata, type Sharp } from 'sharp';
import { constants } from '../../../../generated/constants.ts';
import { AppError } from '../../http/app-error.ts';
import type { ImageType } from './image-type.ts';

const { max_pixels: MAX_PIXELS, max_frames: MAX_FRAMES, quality: QUALITY } = constants.upload;
const PIXELS_PER_MILLION = 1_000_000;

/** sharp's name of each accepted format */
const SHARP_FORMAT: Record<ImageType['extension'], keyof FormatEnum> = {
  png: 'png',
  jpg: 'jpeg',
  gif: 'gif',
  webp: 'webp',
};

function encoderFor(image: Sharp, type: ImageType): Sharp {
  switch (type.extension) {
    case 'png':
      return image.png();
    case 'jpg':
      return image.jpeg({ quality: QUALITY });
    case 'gif':
      return image.gif();
    case 'webp':
      return image.webp({ quality: QUALITY });
  }
}

async function headerOf(content: Buffer): Promise<Metadata> {
  try {
    return await sharp(content, { animated: true }).metadata();
  } catch {
    throw AppError.field('file', 'error.upload.image_unreadable');
  }
}

/**
 * The image decoded and encoded again in its own format. What survives is pixels only: bytes
 * appended or hidden in chunks (a PNG or GIF that is also HTML or script), EXIF with its GPS
 * position, comments and profiles are gone. The header is checked first so a small file that
 * unpacks into a huge bitmap (a decompression bomb) is refused before it is decoded.
 */
export async function reencodeImage(content: Buffer, type: ImageType): Promise<Buffer> {
  const header = await headerOf(content);
  if (header.format !== SHARP_FORMAT[type.extension]) throw AppError.field('file', 'error.upload.image_unreadable');
  const frames = header.pages ?? 1;
  if (frames > MAX_FRAMES) throw AppError.field('file', 'error.upload.too_many_frames', { max: MAX_FRAMES });
  const pixels = (header.width ?? 0) * (header.pageHeight ?? header.height ?? 0) * frames;
  if (pixels > MAX_PIXELS)
    throw AppError.field('file', 'error.upload.too_many_pixels', { max: MAX_PIXELS / PIXELS_PER_MILLION });
  // A photo's EXIF orientation is applied to the pixels, since the EXIF itself is dropped.
  const image = sharp(content, {
    animated: frames > 1,
    limitInputPixels: MAX_PIXELS,
    failOn: 'error',
    autoOrient: frames === 1,
  });
  try {
    return await encoderFor(image, type).toBuffer();
  } catch {
    throw AppError.field('file', 'error.upload.image_unreadable');
  }
}
