import { MysqlAdapter, PostgresAdapter, SqliteAdapter } from 'kysely';
import type { UntypedDatabase } from './untyped.ts';

export type DatabaseEngine = 'sqlite' | 'postgres' | 'mysql';

/** Works on a transaction too, so helpers that take `db | trx` need no engine argument. */
export function engineOf(db: UntypedDatabase): DatabaseEngine {
  const adapter = db.getExecutor().adapter;
  if (adapter instanceof SqliteAdapter) return 'sqlite';
  if (adapter instanceof PostgresAdapter) return 'postgres';
  if (adapter instanceof MysqlAdapter) return 'mysql';
  throw new Error(`Unsupported Kysely dialect adapter: ${adapter.constructor.name}`);
}
