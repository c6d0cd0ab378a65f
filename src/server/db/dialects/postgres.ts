import pg from 'pg';
import { PostgresDialect } from 'kysely';
import { connectionError } from '../connection-error.ts';

/**
 * pg reads BIGINT (int8) as a decimal string by default; the app relies on that for 64-bit ids.
 * `onPoolError` hears errors of idle pooled clients (say, the server restarted): pg drops such a client and
 * the next query connects afresh, but an unheard pool error would end the process.
 */
export function postgresDialect(url: string, onPoolError: (error: Error) => void): PostgresDialect {
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 10_000 });
  pool.on('error', onPoolError);
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
