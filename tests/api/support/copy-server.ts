import { join } from 'node:path';
import { pino } from 'pino';
import { defaultSqliteSynchronous } from '../../../src/server/config/config.ts';
import type { QuorumDatabase } from '../../../src/server/db/connect.ts';
import { createScratchDatabase, testEngines } from './databases.ts';
import { IN_PROCESS_ORIGIN, injectedFetch } from './injected-fetch.ts';

export interface CopyServer {
  /** fetch of a path of the server, in process */
  fetch(path: string, init?: RequestInit): Promise<Response>;
  database: QuorumDatabase;
  close(): Promise<void>;
}

/**
 * The server of a regenerated copy of the project (tests/support/regenerated-copy.ts), run from the copy's
 * own code so it reads the copy's generated/, on a scratch SQLite database; `prepare` runs after migrating.
 */
export async function startCopyServer(
  copyDir: string,
  prepare: (database: QuorumDatabase) => Promise<void> = async () => {},
): Promise<CopyServer> {
  const { buildApp } = (await import(
    join(copyDir, 'src/server/app.ts')
  )) as typeof import('../../../src/server/app.ts');
  const { createDatabase } = (await import(
    join(copyDir, 'src/server/db/connect.ts')
  )) as typeof import('../../../src/server/db/connect.ts');
  const { migrateToLatest } = (await import(
    join(copyDir, 'src/server/db/migrate.ts')
  )) as typeof import('../../../src/server/db/migrate.ts');
  const scratch = await createScratchDatabase(testEngines()[0]!);
  const database = createDatabase(scratch.url);
  await migrateToLatest(database.db);
  await prepare(database);
  const config = {
    port: 0,
    host: '127.0.0.1',
    dataDir: copyDir,
    database: { url: scratch.url, sqliteSynchronous: defaultSqliteSynchronous },
    logLevel: 'warn' as const,
    siteRevision: '',
    trustedProxies: [],
  };
  const app = await buildApp({ config, database, logger: pino({ level: 'silent' }) });
  return {
    fetch: (path, init) => injectedFetch(app, IN_PROCESS_ORIGIN, path, init),
    database,
    close: async () => {
      await app.close();
      await database.close();
      await scratch.drop();
    },
  };
}
