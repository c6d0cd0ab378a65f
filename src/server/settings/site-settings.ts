import type { Kysely } from 'kysely';
import { constants } from '../../../generated/constants.ts';
import { forms } from '../../../generated/forms.ts';
import { languages, type Language } from '../../../generated/messages/keys.ts';
import type { DataOf } from '../../../generated/operations.ts';
import { settingsPages } from '../../../generated/settings-pages.ts';
import type { Database } from '../db/schema.ts';
import { readSettings } from '../db/settings-store.ts';
import type { Services } from '../services.ts';
import { withDefaults } from './defaults.ts';
import { normalizeSiteUrl } from './site-url.ts';

export type SiteInfo = DataOf<'getSiteInfo'>;

/** The name pages and mails call the site by: the admin's, or the product's until one is set. */
export function siteNameOf(site: Pick<SiteInfo, 'general'>): string {
  return site.general.name || constants.product_name;
}

/** siteinfo section → the settings row it is stored in and the schema that gives its defaults */
interface Section {
  row: string;
  schema: unknown;
  /** fields of the row that siteinfo never shows */
  private: readonly string[];
}

/** Every public section: those of the settings pages (spec/settings/, `public:`). */
const SECTIONS: Record<string, Section> = Object.fromEntries(
  settingsPages.flatMap((page) =>
    page.public === null
      ? []
      : [[page.public, { row: page.storage, schema: forms[page.form].schema, private: page.private }]],
  ),
);

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
  return withDefaults<LegalSettings>(forms.site_legal.schema, stored.legal);
}

/** A private site: anonymous visitors see nothing but the pages that lead to signing in. */
export async function isLoginRequired(db: Kysely<Database>): Promise<boolean> {
  const stored = await readSettings(db);
  return withDefaults<SiteInfo['login']>(forms.site_login.schema, stored.login).login_required;
}

/**
 * The language of a request that names none (no Accept-Language): the site's interface language, as
 * for visitors of the web app before they choose.
 */
export async function siteLanguage(db: Kysely<Database>): Promise<Language> {
  const stored = await readSettings(db);
  const language = withDefaults<SiteInfo['interface']>(forms.site_interface.schema, stored.interface).language;
  return (languages as readonly string[]).includes(language)
    ? (language as Language)
    : (constants.languages.default as Language);
}
