import { sql } from 'kysely';
import { constants } from '../../../../generated/constants.ts';
import { createDatabase, type DatabaseOptions, type QuorumDatabase } from '../../db/connect.ts';
import type { UntypedDatabase } from '../../db/untyped.ts';

/** Whether `db` answers `select 1` within the install timeout. */
export async function answers(db: UntypedDatabase): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), constants.install.db_check_timeout_ms);
  });
  try {
    await Promise.race([sql`select 1`.execute(db), timeout]);
    return true;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/** Opens the database at `url` when it answers; null when the URL is unusable or nothing answers. */
export async function openIfAnswering(url: string, options: DatabaseOptions = {}): Promise<QuorumDatabase | null> {
  let database: QuorumDatabase;
  try {
    database = createDatabase(url, options);
  } catch {
    return null;
  }
  if (await answers(database.db)) return database;
  // A connection attempt may still be pending after a timeout; do not wait for it to give up.
  void database.close().catch(() => undefined);
  return null;
}
