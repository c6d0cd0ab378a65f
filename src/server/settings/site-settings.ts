import type { Kysely } from 'kysely';
import { forms } from '../../../generated/forms.ts';
import { schemas } from '../../../generated/schemas.ts';
import type { DataOf } from '../../../generated/operations.ts';
import { settingsPages } from '../../../generated/settings-pages.ts';
import type { Database } from '../db/schema.ts';
import { readSettings } from '../db/settings-store.ts';
import type { Services } from '../services.ts';
import { withDefaults } from './defaults.ts';
import { normalizeSiteUrl } from './site-url.ts';

export type SiteInfo = DataOf<'getSiteInfo'>;

/** siteinfo section → the settings row it is stored in and the schema that gives its defaults */
interface Section {
  row: string;
  schema: unknown;
  /** fields of the row that siteinfo never shows */
  private: readonly string[];
}

/** The sections whose pages are not yet in spec/settings/ (their schemas are written in spec/openapi.yaml). */
const HAND_SECTIONS: Record<string, Section> = {
  interface: { row: 'interface', schema: schemas.SiteInterface, private: [] },
  login: { row: 'login', schema: schemas.SiteLogin, private: [] },
  site_seo: { row: 'seo', schema: schemas.SiteSeo, private: [] },
  site_users: { row: 'users', schema: schemas.SiteUsers, private: [] },
  site_write: { row: 'write', schema: schemas.SiteWrite, private: [] },
};

/** Every public section: those of the settings pages (spec/settings/, `public:`) and the hand-written ones. */
const SECTIONS: Record<string, Section> = {
  ...HAND_SECTIONS,
  ...Object.fromEntries(
    settingsPages.flatMap((page) =>
      page.public === null
        ? []
        : [[page.public, { row: page.storage, schema: forms[page.form].schema, private: page.private }]],
    ),
  ),
};

/** A settings row as siteinfo shows it: stored values over defaults, private fields left out. */
function publicSection(section: Section, stored: unknown): Record<string, unknown> {
  const values = withDefaults<Record<string, unknown>>(section.schema, stored);
  for (const field of section.private) delete values[field];
  return values;
}

export async function loadSiteInfo(services: Services): Promise<SiteInfo> {
  const stored = await readSettings(services.db);
  const sections = Object.fromEntries(
    Object.entries(SECTIONS).map(([name, section]) => [name, publicSection(section, stored[section.row])]),
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
