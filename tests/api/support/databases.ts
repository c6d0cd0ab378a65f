import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createConnection } from 'mysql2/promise';
import pg from 'pg';
import type { DatabaseEngine } from '../../../src/server/db/engine.ts';

export interface TestEngine {
  name: DatabaseEngine;
  /** SQLite: an in-memory database; PostgreSQL and MySQL: a URL allowed to create and drop databases. */
  url: string;
}

export interface ScratchDatabase {
  url: string;
  drop(): Promise<void>;
}

/** SQLite always; PostgreSQL when TEST_PG_URL is set; MySQL or MariaDB when TEST_MYSQL_URL is set. */
export function testEngines(env: Record<string, string | undefined> = process.env): TestEngine[] {
  const engines: TestEngine[] = [{ name: 'sqlite', url: 'sqlite::memory:' }];
  if (env.TEST_PG_URL) engines.push({ name: 'postgres', url: env.TEST_PG_URL });
  if (env.TEST_MYSQL_URL) engines.push({ name: 'mysql', url: env.TEST_MYSQL_URL });
  return engines;
}

/** A new empty database of its own, so test files can run in parallel; drop() removes it. */
export async function createScratchDatabase(engine: TestEngine): Promise<ScratchDatabase> {
  switch (engine.name) {
    case 'sqlite':
      return createScratchSqlite();
    case 'postgres':
      return createScratchPostgres(engine.url, (name) => `create database ${name}`);
    case 'mysql':
      return createScratchMysql(engine.url, (name) => [`create database ${name} character set utf8mb4`]);
  }
}

export function scratchName(): string {
  return `quorum_t_${randomBytes(6).toString('hex')}`;
}

export function urlWithDatabase(adminUrl: string, database: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

async function createScratchSqlite(): Promise<ScratchDatabase> {
  const folder = await mkdtemp(join(tmpdir(), 'quorum-t-'));
  return {
    url: `sqlite:${join(folder, 'quorum.db')}`,
    drop: () => rm(folder, { recursive: true, force: true }),
  };
}

async function withPostgres<T>(adminUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A database of its own made by the statement `create` gives for its name; drop() removes it. */
export async function createScratchPostgres(
  adminUrl: string,
  create: (name: string) => string,
): Promise<ScratchDatabase> {
  const name = scratchName();
  await withPostgres(adminUrl, (client) => client.query(create(name)));
  return {
    url: urlWithDatabase(adminUrl, name),
    drop: () =>
      withPostgres(adminUrl, async (client) => {
        const { rows } = await client.query<{ version: number }>(
          `select current_setting('server_version_num')::int as version`,
        );
        if ((rows[0]?.version ?? 0) >= 130000) {
          await client.query(`drop database if exists ${name} with (force)`);
        } else {
          await client.query(
            'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
            [name],
          );
          await client.query(`drop database if exists ${name}`);
        }
      }),
  };
}

async function runOnMysql(adminUrl: string, ...statements: string[]): Promise<void> {
  const connection = await createConnection({
    uri: adminUrl.replace(/^mariadb:/i, 'mysql:'),
    multipleStatements: true,
  });
  try {
    await connection.query(statements.join(';\n'));
  } finally {
    await connection.end();
  }
}

/** A database of its own made by the statements `create` gives for its name; drop() removes it. */
export async function createScratchMysql(
  adminUrl: string,
  create: (name: string) => string[],
): Promise<ScratchDatabase> {
  const name = scratchName();
  await runOnMysql(adminUrl, ...create(name));
  return {
    url: urlWithDatabase(adminUrl, name),
    drop: () => runOnMysql(adminUrl, `drop database if exists ${name}`),
  };
}
