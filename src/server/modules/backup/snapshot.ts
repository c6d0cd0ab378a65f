import { sql } from 'kysely';
import type { UntypedDatabase } from '../../db/untyped.ts';
import { primaryKey } from './primary-key.ts';
import { noProgress, type Progress } from './progress.ts';
import { type SiteTable, siteTables } from './site-tables.ts';
import { type Row, TableDigest } from './table-digest.ts';

/** Rows read per statement: a page of the widest table stays well under a megabyte. */
const PAGE_ROWS = 500;

/** Receives one table's rows page by page; the next table is read once this resolves. */
export type TableVisitor = (table: SiteTable, pages: AsyncIterable<Row[]>) => Promise<void>;

export interface SnapshotTable extends SiteTable {
  rows: number;
  checksum: string;
}

/**
 * Reads every carried table inside one read-only transaction, so a site that keeps writing gives a copy
 * of one moment: repeatable read on PostgreSQL and MySQL (InnoDB's consistent snapshot), and on SQLite
 * (WAL) the snapshot a read transaction takes at its first read. Each table's count, taken in the same
 * snapshot, is checked against the rows handed over.
 */
export async function readSnapshot(
  db: UntypedDatabase,
  visit: TableVisitor,
  progress: Progress = noProgress,
): Promise<SnapshotTable[]> {
  return db
    .transaction()
    .setIsolationLevel('repeatable read')
    .setAccessMode('read only')
    .execute(async (trx) => {
      const read: SnapshotTable[] = [];
      const tables = await siteTables(trx);
      for (const table of tables) {
        const expected = await countRows(trx, table.name);
        const digest = new TableDigest(table.columns);
        await visit(table, pagesOf(trx, table, digest));
        if (digest.rows !== expected)
          throw new Error(`table ${table.name}: read ${digest.rows} rows of the ${expected} it holds`);
        read.push({ ...table, rows: digest.rows, checksum: digest.checksum });
        progress(read.length, tables.length, table.name);
      }
      return read;
    });
}

export async function countRows(db: UntypedDatabase, table: string): Promise<number> {
  const { count } = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll().as('count'))
    .executeTakeFirstOrThrow();
  return Number(count);
}

/**
 * Walks the table along its primary key (primary-key.ts), a page at a time after the last key read; a
 * key that repeated would show as a count mismatch, never a skip. Several key columns are compared as
 * one row value, which every engine orders as it orders the key.
 */
async function* pagesOf(trx: UntypedDatabase, table: SiteTable, digest: TableDigest) {
  const key = await primaryKey(trx, table.name, table.columns);
  let after: Row | undefined;
  for (;;) {
    let query = trx.selectFrom(table.name).selectAll().limit(PAGE_ROWS);
    for (const column of key) query = query.orderBy(column);
    if (after !== undefined) {
      const last = after;
      query = query.where(
        sql<boolean>`(${sql.join(key.map((column) => sql.ref(column)))}) > (${sql.join(key.map((column) => last[column]))})`,
      );
    }
    const rows = (await query.execute()) as Row[];
    if (rows.length === 0) return;
    for (const row of rows) digest.add(row);
    yield rows;
    if (rows.length < PAGE_ROWS) return;
    after = rows.at(-1)!;
  }
}

/** The count and checksum of a table as it is now (a copy, read back to verify it). */
export async function digestOf(db: UntypedDatabase, table: SiteTable): Promise<TableDigest> {
  const digest = new TableDigest(table.columns);
  for await (const page of pagesOf(db, table, digest)) void page;
  return digest;
}
