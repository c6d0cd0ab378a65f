import { createHash } from 'node:crypto';
import { copyFile, mkdtemp, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createConnection, type Connection } from 'mysql2/promise';
import pg from 'pg';
import { createDatabase } from '../../../src/server/db/connect.ts';
import { migrateToLatest } from '../../../src/server/db/migrate.ts';
import {
  createScratchDatabase,
  createScratchMysql,
  createScratchPostgres,
  urlWithDatabase,
  type ScratchDatabase,
  type TestEngine,
} from './databases.ts';

/*
 * Migrating a database takes seconds (on MariaDB, where every DDL statement commits, about eight under
 * load), and nearly every test file starts a server on each engine. So each engine is migrated once into
 * a template, named by the migrations' own source text so a changed or added migration makes a new one,
 * and every test file gets a copy: a copied file on SQLite, CREATE DATABASE … TEMPLATE on PostgreSQL, and
 * the template's tables cloned on MariaDB. Templates outlive a run (the next run with the same migrations
 * reuses them); parallel workers build one under a lock while the others wait for it.
 */

const BUILT_MARKER = 'quorum_template_built';
const MIGRATIONS_FOLDER = new URL('../../../src/server/db/migrations/', import.meta.url);

let migrationsKey: Promise<string> | undefined;

/** A short hash of every migration file's name and text. */
function templateKey(): Promise<string> {
  migrationsKey ??= (async () => {
    const hash = createHash('sha256');
    for (const name of (await readdir(MIGRATIONS_FOLDER)).sort()) {
      hash.update(name).update(await readFile(new URL(name, MIGRATIONS_FOLDER)));
    }
    return hash.digest('hex').slice(0, 12);
  })();
  return migrationsKey;
}

async function migrate(url: string): Promise<void> {
  const database = createDatabase(url);
  try {
    await migrateToLatest(database.db);
  } finally {
    await database.close();
  }
}

/** A new database of its own with every migration applied, as a server starts on; drop() removes it. */
export async function createMigratedDatabase(engine: TestEngine): Promise<ScratchDatabase> {
  switch (engine.name) {
    case 'sqlite':
      return copySqliteTemplate();
    case 'postgres':
      return copyPostgresTemplate(engine.url);
    case 'mysql':
      return copyMysqlTemplate(engine.url);
  }
}

const exists = (path: string) =>
  stat(path).then(
    () => true,
    () => false,
  );

async function copySqliteTemplate(): Promise<ScratchDatabase> {
  const template = join(tmpdir(), `quorum-template-${await templateKey()}.db`);
  if (!(await exists(template))) {
    // built beside it and renamed into place, which is atomic: a worker never copies a half-built file
    const building = await createScratchDatabase({ name: 'sqlite', url: 'sqlite::memory:' });
    await migrate(building.url);
    await rename(building.url.slice('sqlite:'.length), template);
    await building.drop();
  }
  const folder = await mkdtemp(join(tmpdir(), 'quorum-t-'));
  const file = join(folder, 'quorum.db');
  await copyFile(template, file);
  return { url: `sqlite:${file}`, drop: () => rm(folder, { recursive: true, force: true }) };
}

async function copyPostgresTemplate(adminUrl: string): Promise<ScratchDatabase> {
  const template = `quorum_tpl_${await templateKey()}`;
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const built = async () =>
      (await client.query('select 1 from pg_database where datname = $1 and datistemplate', [template])).rowCount === 1;
    if (!(await built())) {
      await client.query('select pg_advisory_lock(hashtext($1))', [template]);
      try {
        if (!(await built())) {
          // a build that died half-way left a database not yet marked as a template
          await client.query(`drop database if exists ${template}`);
          await client.query(`create database ${template}`);
          await migrate(urlWithDatabase(adminUrl, template));
          await client.query(`alter database ${template} is_template true`);
        }
      } finally {
        await client.query('select pg_advisory_unlock(hashtext($1))', [template]);
      }
    }
  } finally {
    await client.end();
  }
  return createScratchPostgres(adminUrl, (name) => `create database ${name} template ${template}`);
}

let mysqlTables: Promise<{ tables: string[]; filled: ReadonlySet<string> }> | undefined;

/** The template's tables, and those holding rows (most are empty: copying only those saves statements). */
async function templateTables(connection: Connection, template: string) {
  const [rows] = await connection.query(
    `select table_name as name from information_schema.tables
      where table_schema = ? and table_type = 'BASE TABLE' and table_name <> ?`,
    [template, BUILT_MARKER],
  );
  const tables = (rows as Array<{ name: string }>).map((row) => row.name);
  const [withRows] = await connection.query(
    tables
      .map((table) => `select ? as name from dual where exists (select 1 from ${template}.\`${table}\`)`)
      .join(' union all '),
    tables,
  );
  return { tables, filled: new Set((withRows as Array<{ name: string }>).map((row) => row.name)) };
}

async function copyMysqlTemplate(adminUrl: string): Promise<ScratchDatabase> {
  const template = `quorum_tpl_${await templateKey()}`;
  const connection = await createConnection({ uri: adminUrl.replace(/^mariadb:/i, 'mysql:') });
  let tables: string[];
  let filled: ReadonlySet<string>;
  try {
    await connection.query('select get_lock(?, 600)', [template]);
    try {
      // the template is complete once its finished marker exists (a build that died left none)
      const [marker] = await connection.query(
        'select 1 from information_schema.tables where table_schema = ? and table_name = ?',
        [template, BUILT_MARKER],
      );
      if ((marker as unknown[]).length === 0) {
        await connection.query(`drop database if exists ${template}`);
        await connection.query(`create database ${template} character set utf8mb4`);
        await migrate(urlWithDatabase(adminUrl, template));
        await connection.query(`create table ${template}.${BUILT_MARKER} (id int)`);
      }
    } finally {
      await connection.query('select release_lock(?)', [template]);
    }
    mysqlTables ??= templateTables(connection, template);
    ({ tables, filled } = await mysqlTables);
  } finally {
    await connection.end();
  }
  return createScratchMysql(adminUrl, (name) => [
    `create database ${name} character set utf8mb4`,
    ...tables.flatMap((table) => [
      `create table ${name}.\`${table}\` like ${template}.\`${table}\``,
      ...(filled.has(table) ? [`insert into ${name}.\`${table}\` select * from ${template}.\`${table}\``] : []),
    ]),
  ]);
}
