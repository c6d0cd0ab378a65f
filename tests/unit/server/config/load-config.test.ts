import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../../src/server/config/load-config.ts';
import { writeConfigFile } from '../../../../src/server/config/write-config-file.ts';

let dataDir: string;

beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'quorum-config-'));
});

afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

describe('loadConfig', () => {
  it('uses the defaults, with an SQLite file under the data folder', () => {
    expect(loadConfig({ DATA_DIR: dataDir })).toEqual({
      port: 3000,
      host: '0.0.0.0',
      dataDir,
      database: { url: `sqlite:${join(dataDir, 'quorum.db')}`, sqliteSynchronous: 'FULL' },
      logLevel: 'info',
      siteRevision: '',
      trustedProxies: [],
      plugins: { dir: resolve('plugins'), packages: [] },
    });
  });

  it('finds plugin packages under PLUGINS_DIR and in QUORUM_PLUGINS, else in config.yaml, and refuses a bad list', async () => {
    await writeFile(join(dataDir, 'config.yaml'), 'plugins:\n  dir: /srv/plugins\n  packages: [quorum-plugin-a]\n');
    expect(loadConfig({ DATA_DIR: dataDir }).plugins).toEqual({ dir: '/srv/plugins', packages: ['quorum-plugin-a'] });
    expect(loadConfig({ DATA_DIR: dataDir, PLUGINS_DIR: '/opt/p', QUORUM_PLUGINS: 'b, c' }).plugins).toEqual({
      dir: '/opt/p',
      packages: ['b', 'c'],
    });
    await writeFile(join(dataDir, 'config.yaml'), 'plugins:\n  packages: quorum-plugin-a\n');
    expect(() => loadConfig({ DATA_DIR: dataDir })).toThrow('plugins.packages must be a list of npm package names');
  });

  it("takes SQLite's synchronous level from SQLITE_SYNCHRONOUS, then database.sqlite_synchronous, else FULL", async () => {
    await writeFile(join(dataDir, 'config.yaml'), 'database:\n  sqlite_synchronous: NORMAL\n');
    expect(loadConfig({ DATA_DIR: dataDir }).database.sqliteSynchronous).toBe('NORMAL');
    expect(loadConfig({ DATA_DIR: dataDir, SQLITE_SYNCHRONOUS: 'extra' }).database.sqliteSynchronous).toBe('EXTRA');
    expect(() => loadConfig({ DATA_DIR: dataDir, SQLITE_SYNCHRONOUS: 'sometimes' })).toThrow(
      'SQLITE_SYNCHRONOUS must be one of OFF, NORMAL, FULL, EXTRA, got "SOMETIMES"',
    );
    await writeFile(join(dataDir, 'config.yaml'), 'database:\n  sqlite_synchronous: always\n');
    expect(() => loadConfig({ DATA_DIR: dataDir })).toThrow(
      'database.sqlite_synchronous must be one of OFF, NORMAL, FULL, EXTRA',
    );
  });

  it('resolves the data folder to an absolute path, ./data by default', () => {
    expect(loadConfig({}).dataDir).toBe(resolve('data'));
    expect(loadConfig({ DATA_DIR: 'some/where' }).database.url).toBe(`sqlite:${resolve('some/where/quorum.db')}`);
  });

  it('reads config.yaml, and the environment wins over it', async () => {
    await writeFile(
      join(dataDir, 'config.yaml'),
      'server:\n  port: 8080\n  host: 127.0.0.1\ndatabase:\n  url: postgres://file@db/quorum\nlog:\n  level: warn\n',
    );

    expect(loadConfig({ DATA_DIR: dataDir })).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      database: { url: 'postgres://file@db/quorum' },
      logLevel: 'warn',
    });
    expect(
      loadConfig({
        DATA_DIR: dataDir,
        PORT: '9090',
        HOST: '::',
        DATABASE_URL: 'mysql://env@db/quorum',
        LOG_LEVEL: 'debug',
        QUORUM_REVISION: 'abc123',
      }),
    ).toMatchObject({
      port: 9090,
      host: '::',
      database: { url: 'mysql://env@db/quorum' },
      logLevel: 'debug',
      siteRevision: 'abc123',
    });
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ DATA_DIR: dataDir, PORT: '', DATABASE_URL: '' })).toMatchObject({
      port: 3000,
      database: { url: `sqlite:${join(dataDir, 'quorum.db')}` },
    });
  });

  it('names config.yaml when it is not valid YAML', async () => {
    const file = join(dataDir, 'config.yaml');
    await writeFile(file, 'server:\n  port: [3000\n');

    expect(() => loadConfig({ DATA_DIR: dataDir })).toThrow(`Cannot parse config file ${file}`);
  });

  it('names config.yaml and the setting when a value is wrong', async () => {
    const file = join(dataDir, 'config.yaml');
    await writeFile(file, 'server:\n  port: eighty\n');
    expect(() => loadConfig({ DATA_DIR: dataDir })).toThrow(`Invalid config file ${file}: server.port`);

    await writeFile(file, 'databse:\n  url: sqlite:x.db\n');
    expect(() => loadConfig({ DATA_DIR: dataDir })).toThrow(`Invalid config file ${file}: unknown setting databse.url`);
  });

  it('takes PORT=0 as any free port', () => {
    expect(loadConfig({ DATA_DIR: dataDir, PORT: '0' }).port).toBe(0);
  });

  it('refuses a bad PORT or LOG_LEVEL', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir, PORT: '80x' })).toThrow(
      'PORT must be an integer from 0 to 65535, got "80x"',
    );
    expect(() => loadConfig({ DATA_DIR: dataDir, PORT: '70000' })).toThrow('PORT must be');
    expect(() => loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'loud' })).toThrow('LOG_LEVEL must be one of');
  });
});

describe('writeConfigFile', () => {
  it('creates the folder and a file only its owner can read, which loadConfig then reads', async () => {
    const nested = join(dataDir, 'new');

    await writeConfigFile(nested, { database: { url: 'postgres://root:pw@db/quorum' } });

    expect((await stat(join(nested, 'config.yaml'))).mode & 0o777).toBe(0o600);
    expect(loadConfig({ DATA_DIR: nested }).database.url).toBe('postgres://root:pw@db/quorum');
  });

  it('merges into the existing file, leaving other keys as they were', async () => {
    await writeConfigFile(dataDir, { server: { port: 4000, host: 'localhost' }, log: { level: 'error' } });

    await writeConfigFile(dataDir, { server: { port: 5000, host: undefined }, database: { url: 'sqlite:/srv/q.db' } });

    expect(loadConfig({ DATA_DIR: dataDir })).toMatchObject({
      port: 5000,
      host: 'localhost',
      database: { url: 'sqlite:/srv/q.db' },
      logLevel: 'error',
    });
  });

  it('refuses a value loadConfig would refuse and leaves the file untouched', async () => {
    await writeConfigFile(dataDir, { server: { port: 4000 } });
    const before = await readFile(join(dataDir, 'config.yaml'), 'utf8');

    await expect(writeConfigFile(dataDir, { server: { port: 0 } })).rejects.toThrow('server.port');

    expect(await readFile(join(dataDir, 'config.yaml'), 'utf8')).toBe(before);
  });
});
