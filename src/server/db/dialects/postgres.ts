import pg from 'pg';
import { PostgresDialect } from 'kysely';
import { connectionError } from '../connection-error.ts';

/**
 * pg reads BIGINT (int8) as a decimal string by default; the app relies on that for 64-bit ids.
 * `onPoolError` hears errors of pooled clients whose connection failed (say, the server restarted): pg drops
 * such a client and the next query connects afresh, but an unheard error would end the process. The pool
 * hears those of idle clients. A client lent out and lost between two statements emits its own, which is
 * not news: its next statement fails with it.
 */
export function postgresDialect(url: string, onPoolError: (error: Error) => void): PostgresDialect {
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 10_000 });
  pool.on('error', onPoolError);
  pool.on('connect', (client) => client.on('error', () => {}));
  return new PostgresDialect({
    pool: {
      connect: () =>
        pool.connect().catch((error: unknown) => {
          throw connectionError('postgres', url, error);
        }),
      end: () => pool.end(),
    },
  });
}
