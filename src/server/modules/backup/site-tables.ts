import type { UntypedDatabase } from '../../db/untyped.ts';

/** One table a backup or migration carries: its name and its columns in declaration order. */
export interface SiteTable {
  name: string;
  columns: string[];
}

/**
 * Kysely's own bookkeeping is written by the migrations on the target, and the full-text index (with
 * SQLite's FTS5 shadow tables) is engine-specific and rebuilt from the posts, so neither is carried.
 */
export function isCarriedTable(name: string): boolean {
  return !name.startsWith('kysely_') && !name.startsWith('search_index');
}

/**
 * The tables a copy carries, sorted by name so an archive lists them the same way whatever the engine.
 * The schema declares no foreign keys, so rows may go in in any order.
 */
export async function siteTables(db: UntypedDatabase): Promise<SiteTable[]> {
  const tables = await db.introspection.getTables();
  return tables
    .filter((table) => !table.isView && isCarriedTable(table.name))
    .map((table) => ({ name: table.name, columns: table.columns.map((column) => column.name) }))
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}
