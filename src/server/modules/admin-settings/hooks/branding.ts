import { AppError } from '../../../http/app-error.ts';
import { isBrandingUrl } from '../../../../shared/branding/branding-url.ts';
import type { SettingsHook } from '../hook.ts';

/** Branding: every field is an image, empty or one of the site's branding uploads or an https address. */
export const branding: SettingsHook = {
  beforeSave(values) {
    for (const [field, url] of Object.entries(values)) {
      if (typeof url === 'string' && url !== '' && !isBrandingUrl(url))
        throw AppError.field(field, 'admin_branding.url_invalid');
    }
    return values;
  },
};
