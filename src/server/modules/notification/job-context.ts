import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { schemas } from '../../../../generated/schemas.ts';
import type { Database } from '../../db/schema.ts';
import { readSettings } from '../../db/settings-store.ts';
import type { Translator } from '../../i18n/translator.ts';
import { withDefaults } from '../../settings/defaults.ts';
import type { SiteInfo } from '../../settings/site-settings.ts';

/** What the background jobs (outbox, digest) need: no request, so no caller and no request origin. */
export interface JobContext {
  db: Kysely<Database>;
  translator: Translator;
  log: FastifyBaseLogger;
}

export type MailSite = Pick<SiteInfo, 'general' | 'interface' | 'site_seo'>;

/** The settings a mail is written with: the site's name and URL, its language, its permalink mode. */
export async function loadMailSite(db: Kysely<Database>): Promise<MailSite> {
  const stored = await readSettings(db);
  return {
    general: withDefaults(schemas.SiteGeneral, stored.general),
    interface: withDefaults(schemas.SiteInterface, stored.interface),
    site_seo: withDefaults(schemas.SiteSeo, stored.seo),
  } as MailSite;
}
