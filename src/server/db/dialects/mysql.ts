import { CompiledQuery, MysqlDialect } from 'kysely';
import { createPool } from 'mysql2';
import { connectionError } from '../connection-error.ts';

/**
 * Strict mode makes MySQL refuse a row missing a NOT NULL value, as PostgreSQL and SQLite do, instead of
 * storing a blank, and refuse an over-long string as PostgreSQL does instead of cutting it (SQLite checks
 * no lengths, so the app must). ONLY_FULL_GROUP_BY keeps GROUP BY as strict as PostgreSQL's. Set per
 * session so the server's own default does not matter.
 */
const sqlMode = 'TRADITIONAL,ONLY_FULL_GROUP_BY';

export function mysqlDialect(url: string): MysqlDialect {
  const pool = createPool({
    uri: url.replace(/^mariadb:/i, 'mysql:'),
    connectionLimit: 10,
    charset: 'utf8mb4',
    // BIGINT and DECIMAL always as strings: 64-bit ids are not rounded, and types match pg's.
    supportBigNumbers: true,
    bigNumberStrings: true,
  });
  return new MysqlDialect({
    pool: {
      getConnection: (callback) =>
        pool.getConnection((error, connection) =>
          callback(error === null ? null : connectionError('mysql', url, error), connection),
        ),
      end: (callback) => pool.end(callback),
    },
    onCreateConnection: async (connection) => {
      await connection.executeQuery(CompiledQuery.raw(`set session sql_mode = '${sqlMode}'`));
    },
  });
}
