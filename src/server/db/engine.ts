import { type Kysely, MysqlAdapter, PostgresAdapter, SqliteAdapter } from 'kysely';

export type DatabaseEngine = 'sqlite' | 'postgres' | 'mysql';

/** Works on a transaction too, so helpers that take `db | trx` need no engine argument. */
export function engineOf(db: Kysely<any>): DatabaseEngine {
  const adapter = db.getExecutor().adapter;
  if (adapter instanceof SqliteAdapter) return 'sqlite';
  if (adapter instanceof PostgresAdapter) return 'postgres';
  if (adapter instanceof MysqlAdapter) return 'mysql';
  throw new Error(`Unsupported Kysely dialect adapter: ${adapter.constructor.name}`);
}
