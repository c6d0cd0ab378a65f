import type { SelectQueryBuilder } from 'kysely';
import { engineOf } from './engine.ts';
import type { UntypedDatabase } from './untyped.ts';

/**
 * The select as a locking read: the rows it finds stay locked to this transaction until it ends, and it
 * reads them as last committed (MySQL's plain reads in a transaction see its first snapshot instead). A
 * check-then-write on a row (is this answer accepted already?) is then decided by one writer at a time.
 * SQLite has no FOR UPDATE and needs none: it runs one writing transaction at a time.
 */
export function lockingRead<DB, TB extends keyof DB, O>(
  db: UntypedDatabase,
  query: SelectQueryBuilder<DB, TB, O>,
): SelectQueryBuilder<DB, TB, O> {
  return engineOf(db) === 'sqlite' ? query : query.forUpdate();
}
