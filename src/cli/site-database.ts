import { loadConfig } from '../server/config/load-config.ts';
import type { QuorumConfig } from '../server/config/config.ts';
import { createDatabase, type QuorumDatabase } from '../server/db/connect.ts';

/** Runs `work` on the site's configured database (DATABASE_URL, config.yaml, or the SQLite default), then closes it. */
export async function withSiteDatabase<T>(work: (database: QuorumDatabase, config: QuorumConfig) => Promise<T>) {
  const config = loadConfig();
  return withDatabase(config.database.url, (database) => work(database, config), config);
}

/** Runs `work` on the database at `url`, then closes it. */
export async function withDatabase<T>(
  url: string,
  work: (database: QuorumDatabase) => Promise<T>,
  config: QuorumConfig = loadConfig(),
): Promise<T> {
  const database = createDatabase(url, { sqliteSynchronous: config.database.sqliteSynchronous });
  try {
    return await work(database);
  } finally {
    await database.close();
  }
}
