import type { Kysely } from 'kysely';
import { constants } from '../../../../generated/constants.ts';
import { schemas } from '../../../../generated/schemas.ts';
import type { Database } from '../../db/schema.ts';
import { readSettings } from '../../db/settings-store.ts';
import { withDefaults } from '../../settings/defaults.ts';

export interface WriteRules {
  restrict_answer: boolean;
  required_tag: boolean;
  recommend_tags: string[];
  reserved_tags: string[];
  /** new posts of members below this reputation are queued for review; 0 = never */
  queue_below_reputation: number;
}

/** The settings posts follow: the write rules (tags) and the permalink mode of question links. */
export interface SiteRules {
  write: WriteRules;
  permalink: number;
}

export async function loadSiteRules(db: Kysely<Database>): Promise<SiteRules> {
  const settings = await readSettings(db);
  const seo = settings.seo as { permalink?: number } | undefined;
  return {
    write: withDefaults<WriteRules>(schemas.SiteWrite, settings.write),
    permalink: seo?.permalink ?? constants.permalink.default,
  };
}
