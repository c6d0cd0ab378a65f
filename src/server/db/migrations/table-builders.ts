import { type CreateTableBuilder, sql } from 'kysely';
import { engineOf } from '../engine.ts';
import type { UntypedDatabase } from '../untyped.ts';

/**
 * Starts a CREATE TABLE. On MySQL it pins InnoDB and utf8mb4 with a binary collation, so text compares
 * exactly (case- and accent-sensitive) as it does on PostgreSQL and SQLite, whatever the server's defaults.
 */
export function createTable(db: UntypedDatabase, table: string): CreateTableBuilder<string, never> {
  const builder = db.schema.createTable(table);
  if (engineOf(db) !== 'mysql') return builder;
  return builder.modifyEnd(sql`engine = InnoDB default charset = utf8mb4 collate = utf8mb4_bin`);
}

/** Starts a CREATE TABLE whose first column is `id`, an auto-increment 64-bit primary key. */
export function createTableWithId(db: UntypedDatabase, table: string): CreateTableBuilder<string, 'id'> {
  const builder = createTable(db, table);
  switch (engineOf(db)) {
    case 'sqlite':
      // Only a column declared exactly INTEGER PRIMARY KEY aliases the 64-bit rowid. AUTOINCREMENT keeps
      // ids of deleted rows from being handed out again, as the other engines' counters do.
      return builder.addColumn('id', 'integer', (column) => column.primaryKey().autoIncrement());
    case 'postgres':
      return builder.addColumn('id', 'bigint', (column) => column.primaryKey().generatedByDefaultAsIdentity());
    case 'mysql':
      return builder.addColumn('id', 'bigint', (column) => column.primaryKey().autoIncrement());
  }
}

/** Text with no practical size limit: MySQL's TEXT stops at 64 KiB, so it gets MEDIUMTEXT (16 MiB). */
export function longTextType(db: UntypedDatabase) {
  return engineOf(db) === 'mysql' ? sql`mediumtext` : sql`text`;
}
