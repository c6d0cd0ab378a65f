import { constants } from '../../../generated/constants.ts';

const SOURCE: (typeof constants.upload.public_sources)[number] = 'branding';

// The server hands uploads out as siteLink URLs (the site's own address first); earlier ones as bare paths.
const UPLOADED = new RegExp(
  `^(https?://[^/?#@\\s]+)?${constants.upload.url_path}/${SOURCE}/[0-9a-f]{${constants.upload.name_bytes * 2}}\\.(${constants.upload.image_types
    .map((type) => type.extension)
    .join('|')})$`,
);

/**
 * A logo or icon address the site accepts: one of its own branding uploads, or an https address
 * (never a data:, javascript: or plain-http one, so the page shows it without mixed content).
 */
export function isBrandingUrl(value: string): boolean {
  if (value.length > constants.branding.url_max) return false;
  if (UPLOADED.test(value)) return true;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname !== '' && url.username === '' && url.password === '';
  } catch {
    return false;
  }
}
