import type { Kysely } from 'kysely';
import { constants } from '../../../../generated/constants.ts';
import type { Database } from '../../db/schema.ts';

const { licenses, attribution_meta_key: ATTRIBUTION_KEY, source_paths: sourcePaths } = constants.stackexchange_import;

/** What an imported post credits (CC BY-SA): its author, its page on the source site and its licence. */
export interface Attribution {
  /** the source site's name, e.g. quantumcomputing.stackexchange.com */
  site: string;
  /** the post's page on the source site */
  url: string;
  author: string;
  license: string;
  license_url: string;
}

/** The licence a post was published under, by its creation date (YYYY-MM-DD… sorts as text). */
function licenseOf(created: string) {
  return licenses.find((license) => license.until === '' || created < license.until)!;
}

export function attributionFor(
  sourceUrl: string,
  kind: keyof typeof sourcePaths,
  sourceId: string,
  author: string,
  created: string,
): Attribution {
  const license = licenseOf(created);
  return {
    site: new URL(sourceUrl).host,
    url: `${sourceUrl}${sourcePaths[kind]}${encodeURIComponent(sourceId)}`,
    author,
    license: license.name,
    license_url: license.url,
  };
}

export async function writeAttribution(
  trx: Kysely<Database>,
  objectId: string,
  attribution: Attribution,
  now: number,
): Promise<void> {
  await trx
    .insertInto('meta')
    .values({
      object_id: objectId,
      meta_key: ATTRIBUTION_KEY,
      value: JSON.stringify(attribution),
      created_at: now,
      updated_at: now,
    })
    .execute();
}

/** The attributions of these posts, by id (none for posts written here). */
export async function readAttributions(db: Kysely<Database>, objectIds: string[]): Promise<Map<string, Attribution>> {
  if (objectIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('meta')
    .select(['object_id', 'value'])
    .where('meta_key', '=', ATTRIBUTION_KEY)
    .where('object_id', 'in', objectIds)
    .execute();
  return new Map(rows.map((row) => [String(row.object_id), JSON.parse(row.value) as Attribution]));
}
