import type { Insertable, Kysely } from 'kysely';
import { engineOf } from './engine.ts';
import type { Database } from './schema.ts';
import type { UntypedDatabase } from './untyped.ts';

/**
 * Inserts `rows` into `table`, leaving out every row whose `uniqueColumns` another row holds already, and
 * answers how many were really inserted. Two requests inserting the same row at once then both succeed and
 * exactly one of them writes it (the other waits for it on PostgreSQL and MySQL, then inserts nothing), so a
 * counter that moves with the row must move by this number, in the same transaction, and never by a count
 * read before. MySQL has no ON CONFLICT: its INSERT IGNORE skips a duplicate key the same way.
 */
export async function insertIfAbsent<T extends keyof Database & string>(
  db: Kysely<Database>,
  table: T,
  rows: Insertable<Database[T]> | Array<Insertable<Database[T]>>,
  uniqueColumns: Array<keyof Database[T] & string>,
): Promise<number> {
  if (Array.isArray(rows) && rows.length === 0) return 0;
  // Kysely types an insert by its table; the table here is a type parameter, which it cannot narrow
  const insert = (db as UntypedDatabase).insertInto(table).values(rows);
  const result =
    engineOf(db) === 'mysql'
      ? await insert.ignore().executeTakeFirstOrThrow()
      : await insert.onConflict((conflict) => conflict.columns(uniqueColumns).doNothing()).executeTakeFirstOrThrow();
  return Number(result.numInsertedOrUpdatedRows ?? 0);
}
