import { AppError } from '../../../http/app-error.ts';
import { normalizeSiteUrl } from '../../../settings/site-url.ts';
import type { SettingsHook } from '../hook.ts';

/** The site URL is stored as the home page's address, so every link built from it is alike. */
export const general: SettingsHook = {
  beforeSave(values) {
    const siteUrl = normalizeSiteUrl(String(values.site_url));
    if (!siteUrl) throw AppError.field('site_url', 'admin_settings.general.site_url.invalid');
    return { ...values, site_url: siteUrl };
  },
};
