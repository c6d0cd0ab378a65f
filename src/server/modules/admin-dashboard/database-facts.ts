import { sql } from 'kysely';
import { engineOf, type DatabaseEngine } from '../../db/engine.ts';
import type { UntypedDatabase } from '../../db/untyped.ts';

export interface DatabaseFacts {
  database_engine: DatabaseEngine;
  database_version: string;
  /** bytes on disk */
  database_size: number;
}

/** Each engine's own words for its version and the size of this database. */
const probes: Record<DatabaseEngine, { version: string; size: string }> = {
  sqlite: {
    version: 'select sqlite_version() as value',
    size: 'select page_count * page_size as value from pragma_page_count(), pragma_page_size()',
  },
  postgres: {
    version: "select current_setting('server_version') as value",
    size: 'select pg_database_size(current_database()) as value',
  },
  mysql: {
    version: 'select version() as value',
    size:
      'select coalesce(sum(data_length + index_length), 0) as value from information_schema.tables' +
      ' where table_schema = database()',
  },
};

async function valueOf(db: UntypedDatabase, query: string): Promise<unknown> {
  const result = await sql<{ value: unknown }>`${sql.raw(query)}`.execute(db);
  return result.rows[0]?.value;
}

export async function databaseFacts(db: UntypedDatabase): Promise<DatabaseFacts> {
  const engine = engineOf(db);
  const [version, size] = await Promise.all([valueOf(db, probes[engine].version), valueOf(db, probes[engine].size)]);
  return { database_engine: engine, database_version: String(version ?? ''), database_size: Number(size ?? 0) };
}
