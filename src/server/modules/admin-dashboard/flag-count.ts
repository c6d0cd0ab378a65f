import type { Kysely } from 'kysely';
import { constants } from '../../../../generated/constants.ts';
import type { Database } from '../../db/schema.ts';

/** Flags still waiting for a reviewer (the flags module's report table). */
export async function pendingFlagCount(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('report')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('status', '=', constants.report_status.pending)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
