import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createDatabase, type DatabaseOptions, type QuorumDatabase } from '../../../../src/server/db/connect.ts';

const opened: QuorumDatabase[] = [];
const folders: string[] = [];

function open(url: string, options: DatabaseOptions = {}): QuorumDatabase {
  const database = createDatabase(url, options);
  opened.push(database);
  return database;
}

async function temporaryFolder(): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), 'quorum-connect-'));
  folders.push(folder);
  return folder;
}

afterEach(async () => {
  await Promise.all(opened.splice(0).map((database) => database.close()));
  await Promise.all(folders.splice(0).map((folder) => rm(folder, { recursive: true, force: true })));
});

describe('createDatabase', () => {
  it('tells the engine from the URL scheme', () => {
    expect(open('sqlite::memory:').engine).toBe('sqlite');
    expect(open('postgres://root@127.0.0.1:5432/test').engine).toBe('postgres');
    expect(open('postgresql://root@127.0.0.1:5432/test').engine).toBe('postgres');
    expect(open('mysql://root@127.0.0.1:3306/test').engine).toBe('mysql');
    expect(open('mariadb://root@127.0.0.1:3306/test').engine).toBe('mysql');
  });

  it('syncs every SQLite commit to disk (synchronous FULL, 2) unless configured otherwise', async () => {
    const folder = await temporaryFolder();
    const level = async (database: QuorumDatabase) =>
      (await sql<{ synchronous: number }>`pragma synchronous`.execute(database.db)).rows[0]?.synchronous;
    expect(await level(open(`sqlite:${join(folder, 'default.db')}`))).toBe(2);
    expect(await level(open(`sqlite:${join(folder, 'normal.db')}`, { sqliteSynchronous: 'NORMAL' }))).toBe(1);
  });

  it('refuses an unknown scheme without echoing the password', () => {
    expect(() => createDatabase('oracle://scott:tiger@db/orcl')).toThrow(
      'Unsupported database URL "oracle://scott:***@db/orcl"',
    );
  });

  it('creates the SQLite file and its folder, in WAL mode with foreign keys on', async () => {
    const folder = await temporaryFolder();
    const { db } = open(`sqlite:${join(folder, 'nested', 'quorum.db')}`);

    const pragma = async (name: string) =>
      Object.values((await sql.raw(`pragma ${name}`).execute(db)).rows[0] as object)[0];

    expect(await pragma('journal_mode')).toBe('wal');
    expect(await pragma('foreign_keys')).toBe(1);
    expect(await pragma('busy_timeout')).toBe(5000);
  });

  it('rejects the first query when the SQLite file cannot be created', async () => {
    const folder = await temporaryFolder();
    await writeFile(join(folder, 'a-file'), '');
    const { db } = open(`sqlite:${join(folder, 'a-file', 'quorum.db')}`);

    await expect(sql`select 1`.execute(db)).rejects.toThrow(
      /^Cannot connect to the sqlite database at sqlite:.*a-file/,
    );
  });

  it('rejects the first query when PostgreSQL is unreachable, naming the server but not the password', async () => {
    const { db } = open('postgres://root:secret@127.0.0.1:1/x');

    const error = await sql`select 1`.execute(db).then(
      () => undefined,
      (failure: unknown) => failure,
    );

    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toMatch(
      /^Cannot connect to the postgres database at postgres:\/\/root:\*\*\*@127\.0\.0\.1:1\/x: .*ECONNREFUSED/,
    );
    expect((error as Error).message).not.toContain('secret');
  });

  it('rejects the first query when MySQL is unreachable', async () => {
    const { db } = open('mysql://root@127.0.0.1:1/x');

    await expect(sql`select 1`.execute(db)).rejects.toThrow(
      /^Cannot connect to the mysql database at mysql:\/\/root@127\.0\.0\.1:1\/x: .*ECONNREFUSED/,
    );
  });
});
