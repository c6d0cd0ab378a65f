import { loadConfig } from '../server/config/load-config.ts';
import type { QuorumConfig } from '../server/config/config.ts';
import { createDatabase, type QuorumDatabase } from '../server/db/connect.ts';
import { engineOfUrl } from '../server/db/database-url.ts';
import { InputError } from './cli-error.ts';

/** `url` when it names an engine Quorum runs on; else an InputError, before anything is opened or created. */
export function usableDatabaseUrl(url: string): string {
  try {
    engineOfUrl(url);
  } catch (error) {
    throw new InputError((error as Error).message, { cause: error });
  }
  return url;
}

/** Opens the database at `url` with the site's SQLite durability setting. */
export function openDatabase(url: string, config: QuorumConfig = loadConfig()): QuorumDatabase {
  return createDatabase(usableDatabaseUrl(url), { sqliteSynchronous: config.database.sqliteSynchronous });
}

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
  const database = openDatabase(url, config);
  try {
    return await work(database);
  } finally {
    await database.close();
  }
}
