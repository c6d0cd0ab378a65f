import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { constants } from '../../../../generated/constants.ts';
import { remembered } from '../../cache/database-cache.ts';
import { deepFreeze } from '../../cache/deep-freeze.ts';
import type { Database } from '../../db/schema.ts';
import { bundleVersion } from '../../i18n/bundle-version.ts';
import { apiGet } from './api-get.ts';

/** What every drawn page boots from before its own data: the same for every visitor of a language. */
export interface BootData {
  siteInfo: unknown;
  agent: unknown;
  bundle: Record<string, string>;
  bundleVersion: string;
}

const API = constants.api_prefix;

/**
 * The visitor's boot data as the API answers it, asked once and kept in the settings' cache scope: all of
 * it follows from the site settings (plugins' switches and configuration among them) and from the texts
 * fixed at start, so any settings write empties it, as it empties the settings read on every request.
 */
export function visitorBootData(app: FastifyInstance, db: Kysely<Database>, language: string): Promise<BootData> {
  return remembered(db, 'settings', `ssr-boot:${language}`, constants.cache.settings_ttl_seconds, async () => {
    const [siteInfo, languageConfig, agent] = await Promise.all([
      apiGet(app, `${API}/siteinfo`, language),
      apiGet(app, `${API}/language/config`, language) as Promise<{ ui: Record<string, string> }>,
      apiGet(app, `${API}/user-center/agent`, language),
    ]);
    const bundle = languageConfig.ui;
    return deepFreeze({ siteInfo, agent, bundle, bundleVersion: bundleVersion(bundle) });
  });
}
