import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type Sqlite from 'better-sqlite3';
import { SqliteDialect } from 'kysely';
import { constants } from '../../../../generated/constants.ts';
import type { SqliteSynchronous } from '../../config/config.ts';
import { connectionError } from '../connection-error.ts';
import { sqliteFileOfUrl } from '../database-url.ts';
import { SqliteDatabase } from './sqlite-driver.ts';
import { SqliteInt64AsString } from './sqlite-int64-as-string.ts';

/** Each connection's page cache: constants.cache.sqlite_page_cache_kib (spec/constants.yaml says why that size) */
const PAGE_CACHE = `cache_size = -${constants.cache.sqlite_page_cache_kib}`;

/**
 * Opens the file on first use, so a bad path rejects the first query as the other engines do. Read-only,
 * it opens a file the server's own connection has already made and switched to WAL, and changes nothing.
 */
export function sqliteDialect(url: string, synchronous: SqliteSynchronous, readOnly = false): SqliteDialect {
  const file = sqliteFileOfUrl(url);
  return new SqliteDialect({
    database: async () => (readOnly ? openSqliteToRead(url, file) : openSqlite(url, file, synchronous)),
  });
}

function openSqliteToRead(url: string, file: string): SqliteInt64AsString {
  try {
    const raw = new SqliteDatabase(file, { readonly: true, fileMustExist: true });
    raw.pragma('busy_timeout = 5000');
    raw.pragma(PAGE_CACHE);
    return new SqliteInt64AsString(raw);
  } catch (error) {
    throw connectionError('sqlite', url, error);
  }
}

function openSqlite(url: string, file: string, synchronous: SqliteSynchronous): SqliteInt64AsString {
  let raw: Sqlite.Database | undefined;
  try {
    if (file !== ':memory:') mkdirSync(dirname(resolve(file)), { recursive: true });
    raw = new SqliteDatabase(file);
    // busy_timeout first, so switching to WAL waits for another process's lock instead of failing.
    raw.pragma('busy_timeout = 5000');
    raw.pragma('journal_mode = WAL');
    raw.pragma(`synchronous = ${synchronous}`);
    raw.pragma('foreign_keys = ON');
    raw.pragma(PAGE_CACHE);
    return new SqliteInt64AsString(raw);
  } catch (error) {
    raw?.close();
    throw connectionError('sqlite', url, error);
  }
}
