import type { QuorumDatabase } from '../../../src/server/db/connect.ts';
import type { UntypedDatabase } from '../../../src/server/db/untyped.ts';

/** Tables a copy carries: not Kysely's bookkeeping nor the engine-specific search index. */
export async function copiedTableNames(database: QuorumDatabase): Promise<string[]> {
  const tables = await database.db.introspection.getTables();
  return tables
    .map((table) => table.name)
    .filter((name) => !name.startsWith('kysely_') && !name.startsWith('search_index'))
    .sort();
}

/** Every row of `table` as text, sorted, so two engines' copies compare equal when they hold the same values. */
export async function tableText(database: QuorumDatabase, table: string): Promise<string[]> {
  const rows = await (database.db as UntypedDatabase).selectFrom(table).selectAll().execute();
  return rows
    .map((row: Record<string, unknown>) =>
      JSON.stringify(
        Object.keys(row)
          .sort()
          .map((column) => [column, row[column] === null ? null : String(row[column])]),
      ),
    )
    .sort();
}
