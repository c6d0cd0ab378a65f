import { type Kysely, sql } from 'kysely';
import { afterBulkLoad } from '../../db/after-bulk-load.ts';
import { engineOf } from '../../db/engine.ts';
import { migrateToLatest, migrateUpTo } from '../../db/migrate.ts';
import type { Database } from '../../db/schema.ts';
import type { UntypedDatabase } from '../../db/untyped.ts';
import { rebuildSearchIndex } from '../search/reindex.ts';
import { countRows, digestOf, type SnapshotTable } from './snapshot.ts';
import { type SiteTable, siteTables } from './site-tables.ts';
import type { Row } from './table-digest.ts';

/** Rows per INSERT: 250 rows of the widest table (~30 columns) stay far below every engine's bound parameters. */
const INSERT_ROWS = 250;

/**
 * Loads a copy into an empty database: the schema at the copy's version, then `fill` inserting every
 * table in one transaction, checked row for row (counts and checksums) and the sequences set before it
 * commits, then the later migrations and the search index, which copies never carry, and fresh statistics.
 */
export async function loadCopy(
  db: Kysely<Database>,
  version: string,
  fill: (trx: UntypedDatabase) => Promise<SnapshotTable[]>,
): Promise<SnapshotTable[]> {
  await prepareEmptyTarget(db, version);
  const tables = await db.transaction().execute(async (trx) => {
    const expected = await fill(trx);
    await verifyCopy(trx, expected);
    await resetSequences(trx, expected);
    return expected;
  });
  await migrateToLatest(db);
  await rebuildSearchIndex(db);
  await afterBulkLoad(db);
  return tables;
}

/**
 * Makes `db` ready to take a copy saved at schema `version`: it must hold no rows in any table a copy
 * carries (so nothing is overwritten or mixed), then gets the migrations up to that version.
 */
async function prepareEmptyTarget(db: UntypedDatabase, version: string): Promise<void> {
  for (const table of await siteTables(db)) {
    if ((await countRows(db, table.name)) > 0)
      throw new Error(
        `The target database is not empty: table ${table.name} has rows. Restore into an empty database.`,
      );
  }
  await migrateUpTo(db, version);
}

/** Inserts one table's rows, with their ids, after checking the target has the same columns. */
export async function insertTable(trx: UntypedDatabase, table: SiteTable, pages: AsyncIterable<Row[]>): Promise<void> {
  const target = (await siteTables(trx)).find((candidate) => candidate.name === table.name);
  if (!target) throw new Error(`The target database has no table ${table.name}`);
  const missing = table.columns.filter((column) => !target.columns.includes(column));
  if (missing.length > 0) throw new Error(`The target table ${table.name} has no column ${missing.join(', ')}`);
  for await (const page of pages) {
    for (let start = 0; start < page.length; start += INSERT_ROWS)
      await trx
        .insertInto(table.name)
        .values(page.slice(start, start + INSERT_ROWS))
        .execute();
  }
}

/** Reads each table back from the target and compares its count and checksum with the source's. */
async function verifyCopy(db: UntypedDatabase, expected: SnapshotTable[]): Promise<void> {
  for (const table of expected) {
    const copy = await digestOf(db, table);
    if (copy.rows !== table.rows)
      throw new Error(
        `Verification failed: table ${table.name} has ${copy.rows} rows in the copy, ${table.rows} in the source`,
      );
    if (copy.checksum !== table.checksum)
      throw new Error(`Verification failed: table ${table.name} differs from the source (checksum)`);
  }
}

/**
 * PostgreSQL identity columns do not move past ids inserted explicitly, so each is set after the highest
 * id; SQLite (AUTOINCREMENT) and MySQL (AUTO_INCREMENT) move theirs on insert.
 */
async function resetSequences(db: UntypedDatabase, tables: SiteTable[]): Promise<void> {
  if (engineOf(db) !== 'postgres') return;
  for (const table of tables) {
    if (table.columns[0] !== 'id') continue;
    const { rows } = await sql<{
      sequence: string | null;
    }>`select pg_get_serial_sequence(${table.name}, 'id') as sequence`.execute(db);
    const sequence = rows[0]?.sequence;
    // a table keyed by a text id has no sequence
    if (!sequence) continue;
    await sql`select setval(${sequence}, coalesce((select max(id) from ${sql.table(table.name)}), 0) + 1, false)`.execute(
      db,
    );
  }
}
