import { sql } from 'kysely';
import { engineOf } from '../../db/engine.ts';
import type { UntypedDatabase } from '../../db/untyped.ts';

/**
 * The columns of a table's primary key, in key order, read from the engine's catalogue. Most tables have
 * `id` first, but some are keyed by several columns (import_map: source, kind, source_id), and walking
 * those by their first column alone would stop after one page. A table without a primary key answers
 * its first column.
 */
export async function primaryKey(db: UntypedDatabase, table: string, columns: string[]): Promise<string[]> {
  const { rows } = await keyQuery(db, table).execute(db);
  const key = rows.map((row) => row.name);
  return key.length > 0 ? key : [columns[0]!];
}

function keyQuery(db: UntypedDatabase, table: string) {
  switch (engineOf(db)) {
    case 'sqlite':
      return sql<{ name: string }>`select name from pragma_table_info(${table}) where pk > 0 order by pk`;
    case 'postgres':
      return sql<{ name: string }>`select a.attname as name from pg_index i
        join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
        where i.indrelid = to_regclass(${table}) and i.indisprimary
        order by array_position(i.indkey, a.attnum)`;
    case 'mysql':
      return sql<{ name: string }>`select column_name as name from information_schema.key_column_usage
        where table_schema = database() and table_name = ${table} and constraint_name = 'PRIMARY'
        order by ordinal_position`;
  }
}
