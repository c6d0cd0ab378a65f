import type { Kysely } from 'kysely';
import { schemas } from '../../../generated/schemas.ts';
import type { DataOf } from '../../../generated/operations.ts';
import type { Database } from '../db/schema.ts';
import { readSettings } from '../db/settings-store.ts';
import type { Services } from '../services.ts';
import { withDefaults } from './defaults.ts';
import { normalizeSiteUrl } from './site-url.ts';

export type SiteInfo = DataOf<'getSiteInfo'>;

/** siteinfo section → the settings row it is stored in and the schema that gives its defaults */
const SECTIONS = {
  general: { row: 'general', schema: schemas.SiteGeneral },
  interface: { row: 'interface', schema: schemas.SiteInterface },
  branding: { row: 'branding', schema: schemas.SiteBranding },
  login: { row: 'login', schema: schemas.SiteLogin },
  theme: { row: 'theme', schema: schemas.SiteTheme },
  custom_css_html: { row: 'custom_css_html', schema: schemas.SiteCustomCssHtml },
  site_seo: { row: 'seo', schema: schemas.SiteSeo },
  site_users: { row: 'users', schema: schemas.SiteUsers },
  site_write: { row: 'write', schema: schemas.SiteWrite },
} as const;

export type SectionRow = (typeof SECTIONS)[keyof typeof SECTIONS]['row'];

export async function loadSiteInfo(services: Services): Promise<SiteInfo> {
  const stored = await readSettings(services.db);
  const sections = Object.fromEntries(
    Object.entries(SECTIONS).map(([name, section]) => [name, withDefaults(section.schema, stored[section.row])]),
  );
  const info = { ...sections, version: services.version, revision: services.config.siteRevision } as SiteInfo;
  // a URL stored before it was normalized is answered in the stored form, so clients build links alike
  if (info.general.site_url) info.general.site_url = normalizeSiteUrl(info.general.site_url) ?? info.general.site_url;
  return info;
}

export interface LegalSettings {
  terms_of_service_original_text: string;
  terms_of_service_parsed_text: string;
  privacy_policy_original_text: string;
  privacy_policy_parsed_text: string;
}

export async function loadLegal(services: Services): Promise<LegalSettings> {
  const stored = await readSettings(services.db);
  return withDefaults<LegalSettings>(schemas.SiteLegalSettings, stored.legal);
}

/** A private site: anonymous visitors see nothing but the pages that lead to signing in. */
export async function isLoginRequired(db: Kysely<Database>): Promise<boolean> {
  const stored = await readSettings(db);
  return withDefaults<SiteInfo['login']>(schemas.SiteLogin, stored.login).login_required;
}
