import type BetterSqlite3 from 'better-sqlite3';
import type { SqliteDatabase, SqliteStatement } from 'kysely';
import { constants } from '../../../../generated/constants.ts';

const maxSafe = BigInt(Number.MAX_SAFE_INTEGER);
const minSafe = BigInt(Number.MIN_SAFE_INTEGER);

/**
 * Wraps a better-sqlite3 database so that BIGINT columns and INTEGER PRIMARY KEY ids read back as decimal
 * strings, which is what pg and mysql2 (with bigNumberStrings) return: the app sees the same types on every
 * engine and 17-digit ids stay exact. Other integers come back as numbers, or as strings past 2^53 rather
 * than rounded.
 *
 * SQLite reports an auto-increment id's declared type as INTEGER, like any integer column, so which column
 * is a table's rowid alias is looked up once per table and forgotten when the schema changes.
 */
export class SqliteInt64AsString implements SqliteDatabase {
  readonly #raw: BetterSqlite3.Database;
  readonly #rowidAliasByTable = new Map<string, string | null>();
  // Preparing costs more than running most of our queries, and the app runs the same few hundred SQL
  // texts over and over: each is prepared once (the oldest forgotten past the limit).
  readonly #prepared = new Map<string, SqliteStatement>();

  constructor(raw: BetterSqlite3.Database) {
    raw.defaultSafeIntegers(true);
    this.#raw = raw;
  }

  close(): void {
    this.#raw.close();
  }

  prepare(sql: string): SqliteStatement {
    const known = this.#prepared.get(sql);
    if (known) return known;
    const statement = this.#wrap(sql);
    if (/^\s*(create|alter|drop)\b/i.test(sql)) {
      // a schema change may change what every statement reads
      this.#rowidAliasByTable.clear();
      this.#prepared.clear();
      return statement;
    }
    if (this.#prepared.size >= constants.cache.sqlite_prepared_statements_max)
      this.#prepared.delete(this.#prepared.keys().next().value!);
    this.#prepared.set(sql, statement);
    return statement;
  }

  #wrap(sql: string): SqliteStatement {
    const statement = this.#raw.prepare(sql);
    if (!statement.reader) return statement;
    const convertRow = this.#rowConverter(statement.columns());
    return {
      reader: true,
      all: (parameters) => statement.all(parameters).map(convertRow),
      run: (parameters) => statement.run(parameters),
      // a statement being iterated cannot run again meanwhile, so a stream gets its own
      iterate: function* (parameters) {
        for (const row of (statement.busy ? statement.database.prepare(sql) : statement).iterate(parameters))
          yield convertRow(row);
      },
    };
  }

  #rowConverter(columns: BetterSqlite3.ColumnDefinition[]): (row: unknown) => unknown {
    const int64Columns = new Set(columns.filter((column) => this.#isInt64Column(column)).map((c) => c.name));
    return (row) => {
      const record = row as Record<string, unknown>;
      for (const key in record) {
        const value = record[key];
        if (typeof value !== 'bigint') continue;
        const exactAsNumber = value >= minSafe && value <= maxSafe;
        record[key] = int64Columns.has(key) || !exactAsNumber ? value.toString() : Number(value);
      }
      return record;
    };
  }

  #isInt64Column(column: BetterSqlite3.ColumnDefinition): boolean {
    const type = column.type?.toLowerCase();
    if (type === 'bigint') return true;
    if (type !== 'integer' || column.table === null) return false;
    return this.#rowidAliasOf(column.database ?? 'main', column.table) === column.column;
  }

  #rowidAliasOf(schema: string, table: string): string | null {
    const key = `${schema}.${table}`;
    let alias = this.#rowidAliasByTable.get(key);
    if (alias === undefined) {
      const keyColumns = this.#raw
        .prepare<[string, string], { name: string; type: string }>(
          'select name, type from pragma_table_info(?, ?) where pk > 0',
        )
        .all(table, schema);
      const [only] = keyColumns;
      alias = keyColumns.length === 1 && only !== undefined && only.type.toLowerCase() === 'integer' ? only.name : null;
      this.#rowidAliasByTable.set(key, alias);
    }
    return alias;
  }
}
