import { sql } from 'kysely';
import { engineOf } from './engine.ts';
import type { UntypedDatabase } from './untyped.ts';

/**
 * After an import, restore or migration has written a site's rows in bulk (or a rebuild has replaced the
 * rows of `tables`): on PostgreSQL, vacuums and analyses them at once, so that counts and lookups read the
 * indexes (a new table's visibility map is empty until a vacuum, and a rebuild's dead rows stay until one)
 * and plans use real statistics, rather than waiting for autovacuum (or for ever, where it is off). MySQL
 * recalculates its statistics by itself; SQLite's queries are written for a planner without statistics, so
 * it gets none. Outside any transaction, as VACUUM must be.
 */
export async function afterBulkLoad(db: UntypedDatabase, tables?: string[]): Promise<void> {
  if (engineOf(db) !== 'postgres') return;
  // the site's own tables, not every schema of the database
  const names =
    tables ??
    (
      await sql<{ name: string }>`select tablename as name from pg_tables
        where schemaname = current_schema()`.execute(db)
    ).rows.map((row) => row.name);
  if (names.length > 0) await sql`vacuum analyze ${sql.join(names.map((name) => sql.table(name)))}`.execute(db);
}
