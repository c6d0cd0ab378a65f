import type { Insertable, Kysely } from 'kysely';
import { engineOf } from './engine.ts';
import type { Database } from './schema.ts';

type TableWithId = { [T in keyof Database]: Database[T] extends { id: unknown } ? T : never }[keyof Database];

/**
 * Inserts one row and returns its id as a decimal string. PostgreSQL and SQLite report it with RETURNING;
 * MySQL has no RETURNING, so there it is the insert id of the statement's OK packet.
 */
export async function insertReturningId<T extends TableWithId>(
  db: Kysely<Database>,
  table: T,
  values: Insertable<Database[T]>,
): Promise<string> {
  const insert = db.insertInto(table).values(values);
  if (engineOf(db) === 'mysql') {
    const { insertId } = await insert.executeTakeFirstOrThrow();
    if (insertId === undefined) throw new Error(`MySQL reported no id for the row inserted into ${table}`);
    return insertId.toString();
  }
  const { id } = await insert.returning('id').executeTakeFirstOrThrow();
  return id;
}
