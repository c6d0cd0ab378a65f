import type { Kysely, Transaction } from 'kysely';
import type { Database } from './schema.ts';
import { isUniqueViolation } from './unique-violation.ts';

const ATTEMPTS = 4;

/**
 * True when the database gave up on a transaction so that another could go on, and running it again
 * is the expected answer: a deadlock victim or a serialization failure (PostgreSQL SQLSTATE, mysql2's
 * error code), a lock waited for too long (InnoDB), or a database file another process holds locked
 * (better-sqlite3). better-sqlite3 reports SQLite's extended codes: a transaction that read and then
 * wanted to write after another process wrote fails at once with SQLITE_BUSY_SNAPSHOT (no busy_timeout
 * wait can help it), and only a new run can go on.
 */
export function isTransientConflict(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code } = error as { code?: unknown };
  if (typeof code !== 'string') return false;
  return (
    code === '40P01' ||
    code === '40001' ||
    code === 'ER_LOCK_DEADLOCK' ||
    code === 'ER_LOCK_WAIT_TIMEOUT' ||
    code.startsWith('SQLITE_BUSY')
  );
}

/**
 * Runs `work` in one transaction, running it again (after a short random pause) when the database
 * chose it as a deadlock victim. InnoDB does that to concurrent inserts into the same unique index
 * range, which a busy site's sign-ups and emailed codes do. `work` must be safe to run again: every
 * effect outside the database belongs after this returns.
 *
 * With `afterUniqueViolation`, a run that lost a race to insert the same unique value (two first
 * sign-ins of one person at once) runs again too: the next run sees the winner's committed rows.
 */
export async function transactionWithRetry<T>(
  db: Kysely<Database>,
  work: (trx: Transaction<Database>) => Promise<T>,
  { afterUniqueViolation = false }: { afterUniqueViolation?: boolean } = {},
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction().execute(work);
    } catch (error) {
      const lostRace = isTransientConflict(error) || (afterUniqueViolation && isUniqueViolation(error));
      if (attempt >= ATTEMPTS || !lostRace) throw error;
      await new Promise((resolve) => setTimeout(resolve, 5 + Math.random() * 20 * attempt));
    }
  }
}
