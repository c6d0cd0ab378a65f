import { type Dialect, Kysely } from 'kysely';
import { defaultSqliteSynchronous, type SqliteSynchronous } from '../config/config.ts';
import { InProcessCache } from '../cache/cache-store.ts';
import { WriteWatch } from '../cache/write-watch.ts';
import { Attached } from './attached.ts';
import { engineOfUrl } from './database-url.ts';
import { QueryClock } from './query-clock.ts';
import { mysqlDialect } from './dialects/mysql.ts';
import { postgresDialect } from './dialects/postgres.ts';
import { sqliteDialect } from './dialects/sqlite.ts';
import type { DatabaseEngine } from './engine.ts';
import type { Database } from './schema.ts';

export interface QuorumDatabase {
  db: Kysely<Database>;
  engine: DatabaseEngine;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** PostgreSQL only: an idle pooled connection failed. The pool replaces it; by default this is ignored. */
  onPoolError?: (error: Error) => void;
  /** SQLite only: the `synchronous` level; FULL by default */
  sqliteSynchronous?: SqliteSynchronous;
  /** SQLite only: opens an existing file for reading only (a search worker's own connection) */
  readOnly?: boolean;
}

/**
 * Connects lazily: nothing is opened until the first query, and a database that cannot be reached makes
 * that query reject with an error naming the engine and the URL (password masked).
 */
export function createDatabase(url: string, options: DatabaseOptions = {}): QuorumDatabase {
  const engine = engineOfUrl(url);
  // each database has its own cache, emptied by the writes every statement on it is watched for
  const watch = new WriteWatch(new InProcessCache());
  const attached = new Attached(url);
  const db = new Kysely<Database>({
    dialect: watch.watchCommits(dialectFor(engine, url, options)),
    plugins: [watch, attached, new QueryClock()],
  });
  return {
    db,
    engine,
    close: async () => {
      await attached.close();
      await db.destroy();
    },
  };
}

function dialectFor(engine: DatabaseEngine, url: string, options: DatabaseOptions): Dialect {
  switch (engine) {
    case 'sqlite':
      return sqliteDialect(url, options.sqliteSynchronous ?? defaultSqliteSynchronous, options.readOnly ?? false);
    case 'postgres':
      return postgresDialect(url, options.onPoolError ?? (() => {}));
    case 'mysql':
      return mysqlDialect(url);
  }
}
