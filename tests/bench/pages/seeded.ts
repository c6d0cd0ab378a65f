import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import pg from 'pg';
import { FULL_SIZE } from '../seed/seed.ts';
import { fillDatabase, scaledSize } from '../seed/fill.ts';

export interface SeededDatabase {
  url: string;
  /** how long seeding took in this run, or null when a finished seed of this size was reused */
  seedSeconds: number | null;
}

const folder = resolve('.tmp/bench');

async function onPostgres<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * A seed is written under a working name and renamed when it is finished, so a run cut short leaves
 * nothing that a later run would take for a seeded database.
 */
async function seedSqlite(questions: number): Promise<SeededDatabase> {
  const finished = `${folder}/pages-${questions}.db`;
  if (existsSync(finished)) return { url: `sqlite:${finished}`, seedSeconds: null };
  mkdirSync(folder, { recursive: true });
  const working = `${folder}/pages-${questions}.seeding.db`;
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${working}${suffix}`, { force: true });
  const seedSeconds = await fillDatabase(`sqlite:${working}`, scaledSize(questions / FULL_SIZE.questions));
  renameSync(working, finished);
  return { url: `sqlite:${finished}`, seedSeconds };
}

/** On PostgreSQL, `--url postgres://…/<name>` holds each size in a database of its own, `<name>_<questions>`. */
async function seedPostgres(baseUrl: string, questions: number): Promise<SeededDatabase> {
  const base = new URL(baseUrl);
  const name = `${base.pathname.slice(1) || 'quorum_pages'}_${questions}`;
  const working = `${name}_seeding`;
  const at = (database: string) => Object.assign(new URL(base.href), { pathname: `/${database}` }).href;
  const server = at('postgres');
  const exists = await onPostgres(server, async (client) => {
    const { rows } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (rows.length > 0) return true;
    await client.query(`drop database if exists ${working}`);
    await client.query(`create database ${working}`);
    return false;
  });
  if (exists) return { url: at(name), seedSeconds: null };
  const seedSeconds = await fillDatabase(at(working), scaledSize(questions / FULL_SIZE.questions));
  await onPostgres(server, (client) => client.query(`alter database ${working} rename to ${name}`));
  return { url: at(name), seedSeconds };
}

/** The database of one size: a finished seed of that size when there is one, else seeded now (with progress). */
export function seededDatabase(baseUrl: string | undefined, questions: number): Promise<SeededDatabase> {
  if (!baseUrl || baseUrl.startsWith('sqlite:')) return seedSqlite(questions);
  if (/^postgres(ql)?:/.test(baseUrl)) return seedPostgres(baseUrl, questions);
  throw new Error('--url: an SQLite default or a postgres:// address (one database per size is made beside it)');
}
