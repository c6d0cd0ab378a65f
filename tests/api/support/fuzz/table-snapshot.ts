import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { QuorumDatabase } from '../../../../src/server/db/connect.ts';

/** Row count and a digest of the rows of every table: two snapshots differ when any data changed. */
export type TableSnapshot = Map<string, { rows: number; digest: string }>;

export async function tableNames(database: QuorumDatabase): Promise<string[]> {
  const { db, engine } = database;
  const query =
    engine === 'sqlite'
      ? sql<{ name: string }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`
      : engine === 'postgres'
        ? sql<{
            name: string;
          }>`select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'`
        : sql<{
            name: string;
          }>`select table_name as name from information_schema.tables where table_schema = database() and table_type = 'BASE TABLE'`;
  const { rows } = await query.execute(db);
  return rows.map((row) => row.name).sort();
}

export async function snapshotTables(database: QuorumDatabase, ignored: ReadonlySet<string>): Promise<TableSnapshot> {
  const names = (await tableNames(database)).filter((name) => !ignored.has(name));
  const entries = await Promise.all(
    names.map(async (name) => {
      const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(name)}`.execute(database.db);
      const lines = rows
        .map((row) =>
          JSON.stringify(row, (_key, value: unknown) => (typeof value === 'bigint' ? String(value) : value)),
        )
        .sort();
      return [
        name,
        { rows: rows.length, digest: createHash('sha256').update(lines.join('\n')).digest('hex') },
      ] as const;
    }),
  );
  return new Map(entries);
}

/** The tables whose rows differ between two snapshots. */
export function changedTables(before: TableSnapshot, after: TableSnapshot): string[] {
  const names = new Set([...before.keys(), ...after.keys()]);
  return [...names].filter((name) => JSON.stringify(before.get(name)) !== JSON.stringify(after.get(name)));
}
