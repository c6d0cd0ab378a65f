import { CompiledQuery, sql, type Kysely } from 'kysely';
import { engineOf } from '../../../src/server/db/engine.ts';
import type { RecordedStatement } from './statement-recorder.ts';

/** A read of a large table that grows with it, as the planner chose it. */
export interface FullScan {
  table: string;
  plan: string;
}

type Db = Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** Each table of the site (a plan's other names are subqueries, unions, temporary b-trees) and its rows. */
export type TableSizes = Map<string, number>;

/**
 * A read by key that the planner expects to meet at least this share of a table's rows grows with the site
 * as a full scan does (`show = listed and status in (…)` holds for nearly every question); tables with fewer
 * rows than WALK_MIN_ROWS are too small for a share to say anything.
 */
const WALK_SHARE = 0.25;
const WALK_MIN_ROWS = 100;

export async function tableSizes(db: Db): Promise<TableSizes> {
  const { rows } = await (
    engineOf(db) === 'sqlite'
      ? sql<{ name: string }>`select name from sqlite_master where type = 'table'`
      : engineOf(db) === 'postgres'
        ? sql<{ name: string }>`select tablename as name from pg_tables where schemaname = current_schema()`
        : sql<{ name: string }>`select table_name as name from information_schema.tables
          where table_schema = database()`
  ).execute(db);
  const sizes: TableSizes = new Map();
  for (const { name } of rows) {
    const counted = await sql<{ n: string | number }>`select count(*) as n from ${sql.table(name)}`.execute(db);
    sizes.set(name, Number(counted.rows[0]!.n));
  }
  return sizes;
}

function walksMuchOf(sizes: TableSizes, table: string, rows: number): boolean {
  const size = sizes.get(table) ?? 0;
  return size >= WALK_MIN_ROWS && rows >= size * WALK_SHARE;
}

/**
 * SQLite, planned without statistics as a site's database is: `SCAN t` reads every row; `SCAN t USING
 * [COVERING] INDEX i` walks a whole index, which a statement with a limit stops once it has its page (the
 * lists' ordered walks); `SEARCH t USING INDEX i (a=? AND b=?)` reads the rows of one key, as many as the
 * table holds per distinct (a, b) on average, counted here as SQLite's ANALYZE would (one with a range
 * after the keys, `(a=? AND c>?)`, reads a window of them).
 */
async function sqliteScans(db: Db, compiled: CompiledQuery, limited: boolean, sizes: TableSizes) {
  const { rows } = await db.executeQuery<{ detail: string }>(
    CompiledQuery.raw(`explain query plan ${compiled.sql}`, [...compiled.parameters]),
  );
  const scans: FullScan[] = [];
  for (const { detail } of rows) {
    const scan = /^SCAN (\S+)(.*)$/.exec(detail);
    if (scan && !(/ USING (COVERING )?INDEX /.test(scan[2]!) && limited)) scans.push({ table: scan[1]!, plan: detail });
    const search = /^SEARCH (\S+) .*\((.*)\)$/.exec(detail);
    const columns = search?.[2]!.split(' AND ').flatMap((term) => /^(\w+)=\?$/.exec(term)?.[1] ?? []) ?? [];
    // a range (created_at>?) bounds the read to a window, whatever the keys before it
    const ranged = /[<>]/.test(search?.[2] ?? '');
    if (!search || limited || ranged || columns.length === 0 || !sizes.has(search[1]!)) continue;
    const keys = await sql<{ n: string | number }>`select count(*) as n from (select distinct ${sql.join(
      columns.map((column) => sql.ref(column)),
    )} from ${sql.table(search[1]!)}) as k`.execute(db);
    const perKey = (sizes.get(search[1]!) ?? 0) / Math.max(1, Number(keys.rows[0]!.n));
    if (walksMuchOf(sizes, search[1]!, perKey))
      scans.push({ table: search[1]!, plan: `${detail}: ${perKey} rows a key` });
  }
  return scans;
}

interface PostgresPlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Index Cond'?: string;
  'Plan Rows': number;
  Plans?: PostgresPlanNode[];
}

function postgresScansOf(node: PostgresPlanNode, underLimit: boolean, sizes: TableSizes): FullScan[] {
  const type = node['Node Type'];
  const table = node['Relation Name'];
  const limited = underLimit || type === 'Limit';
  const plan = `${type} on ${table} ${node['Index Name'] ?? ''} (${node['Plan Rows']} rows)`;
  const whole = type === 'Seq Scan' || (/Index( Only)? Scan/.test(type) && !node['Index Cond'] && !limited);
  const judged = table !== undefined && (sizes.get(table) ?? 0) >= WALK_MIN_ROWS;
  const own = judged && (whole || (!limited && walksMuchOf(sizes, table, node['Plan Rows']))) ? [{ table, plan }] : [];
  return [...own, ...(node.Plans ?? []).flatMap((child) => postgresScansOf(child, limited, sizes))];
}

/**
 * PostgreSQL plans by its statistics, so a test site of a few thousand rows is read whole where a large one
 * would not be: sequential scans, hash and merge joins are turned off for the explanation (each reads a
 * table whole), and a Seq Scan left means no index could serve; an index walked whole with no condition,
 * or for a large share of the table's rows, with no limit above it, reads as much. Tables the seeded site
 * leaves nearly empty are judged on SQLite alone, whose plans do not depend on the rows.
 */
const PLANNER_OFF = ['enable_seqscan', 'enable_hashjoin', 'enable_mergejoin'];

async function postgresScans(db: Db, compiled: CompiledQuery, sizes: TableSizes): Promise<FullScan[]> {
  return db.connection().execute(async (connection) => {
    for (const setting of PLANNER_OFF) await sql`set ${sql.raw(setting)} = off`.execute(connection);
    try {
      const { rows } = await connection.executeQuery<{ 'QUERY PLAN': Array<{ Plan: PostgresPlanNode }> }>(
        CompiledQuery.raw(`explain (format json) ${compiled.sql}`, [...compiled.parameters]),
      );
      return postgresScansOf(rows[0]!['QUERY PLAN'][0]!.Plan, false, sizes);
    } finally {
      for (const setting of PLANNER_OFF) await sql`reset ${sql.raw(setting)}`.execute(connection);
    }
  });
}

/**
 * MySQL and MariaDB: access type ALL reads every row, `index` walks a whole index (fine with a limit), and
 * a read by key the planner expects to meet a large share of the rows reads as much. As on PostgreSQL, only
 * tables the seeded site fills are judged.
 */
async function mysqlScans(db: Db, compiled: CompiledQuery, limited: boolean, sizes: TableSizes) {
  const { rows } = await db.executeQuery<{
    table: string | null;
    type: string | null;
    key: string | null;
    rows: number;
  }>(CompiledQuery.raw(`explain ${compiled.sql}`, [...compiled.parameters]));
  return rows.flatMap(({ table, type, key, rows: expected }) => {
    if (!table || !type || (sizes.get(table) ?? 0) < WALK_MIN_ROWS) return [];
    const whole = type === 'ALL' || (type === 'index' && !limited);
    const much =
      !limited &&
      ['ref', 'range', 'ref_or_null', 'index_merge'].includes(type) &&
      walksMuchOf(sizes, table, Number(expected));
    return whole || much ? [{ table, plan: `type ${type} on ${table} ${key ?? ''} (${expected} rows)` }] : [];
  });
}

/** The reads of the site's tables that grow with them in the plan of a recorded statement, compiled as the server ran it. */
export async function fullScansOf(db: Db, statement: RecordedStatement, sizes: TableSizes) {
  const compiled = db.getExecutor().compileQuery(statement.node, statement.queryId);
  const limited = /\blimit\b/i.test(compiled.sql);
  const engine = engineOf(db);
  const scans =
    engine === 'sqlite'
      ? await sqliteScans(db, compiled, limited, sizes)
      : engine === 'postgres'
        ? await postgresScans(db, compiled, sizes)
        : await mysqlScans(db, compiled, limited, sizes);
  return { sql: compiled.sql, scans: scans.filter((scan) => sizes.has(scan.table)) };
}
