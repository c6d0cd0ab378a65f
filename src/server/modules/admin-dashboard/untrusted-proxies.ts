import type { Kysely } from 'kysely';
import { constants } from '../../../../generated/constants.ts';
import type { DataOf } from '../../../../generated/operations.ts';
import type { Database } from '../../db/schema.ts';

type UntrustedProxy = DataOf<'getAdminDashboard'>['info']['untrusted_proxies'][number];

/**
 * Peers seen sending forwarding headers the site ignores (http/proxy-sighting.ts), newest first. Read on
 * every dashboard request rather than kept with the counts: another process of the site may have seen one.
 */
export async function untrustedProxies(db: Kysely<Database>, now: number): Promise<UntrustedProxy[]> {
  const { shown_seconds: shownSeconds, shown_max: shownMax } = constants.proxy_warning;
  const rows = await db
    .selectFrom('proxy_sighting')
    .selectAll()
    .where('seen_at', '>=', String(now - shownSeconds))
    .orderBy('seen_at', 'desc')
    .limit(shownMax)
    .execute();
  return rows.map((row) => ({
    address: row.address,
    header: row.header === 'forwarded' ? 'forwarded' : 'x-forwarded-for',
    seen_at: Number(row.seen_at),
  }));
}
