import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { constants } from '../../generated/constants.ts';
import en from '../../generated/messages/en_US.ts';
import zh from '../../generated/messages/zh_CN.ts';
import { createDatabase } from '../../src/server/db/connect.ts';
import { readSettings } from '../../src/server/db/settings-store.ts';
import { databaseUrlOf } from '../../src/server/modules/install/database-url.ts';
import { createScratchDatabase, testEngines, type ScratchDatabase } from './support/databases.ts';
import { makeReadOnly, startInstallServer, temporaryFolder, type InstallServer } from './support/install-server.ts';

const install = constants.install_api_prefix;
const baseInfo = {
  lang: 'en_US',
  site_name: 'Wizard Site',
  site_url: 'https://wizard.example.org',
  contact_email: 'team@example.org',
  name: 'Root Admin',
  password: 'correct horse battery',
  email: 'root@example.org',
};
const alreadyInstalled = {
  code: 400,
  reason: 'error.install.already_installed',
  msg: en['error.install.already_installed'],
  data: { err_type: 'alert' },
};
const connectionFailed = (catalogue: typeof en) => ({
  code: 400,
  reason: 'error.database.connection_failed',
  msg: catalogue['error.database.connection_failed'],
  data: { err_type: 'alert' },
});

/** The wizard's step-2 fields for a server database URL. */
function serverForm(engine: 'postgres' | 'mysql', url: string) {
  const parsed = new URL(url);
  return {
    db_type: engine,
    db_host: parsed.host,
    db_name: parsed.pathname.slice(1),
    db_username: decodeURIComponent(parsed.username),
    db_password: decodeURIComponent(parsed.password),
  };
}

describe("the database URL of the wizard's step 2", () => {
  it('keeps a relative SQLite file in the data folder and an absolute one where it is', () => {
    expect(databaseUrlOf({ db_type: 'sqlite3', db_file: 'site.db' }, '/srv/data')).toBe('sqlite:/srv/data/site.db');
    expect(databaseUrlOf({ db_type: 'sqlite3', db_file: '/var/lib/q.db' }, '/srv/data')).toBe('sqlite:/var/lib/q.db');
    expect(databaseUrlOf({ db_type: 'sqlite3' }, '/srv/data')).toBe(
      `sqlite:/srv/data/${constants.install.sqlite_file}`,
    );
  });

  it("adds the engine's default port and escapes the credentials", () => {
    const form = { db_host: 'db.internal', db_name: 'qa', db_username: 'quo rum', db_password: 'p@ss:w/rd' };
    const url = databaseUrlOf({ db_type: 'postgres', ...form }, '/srv/data');
    expect(url).toBe(`postgres://quo%20rum:p%40ss%3Aw%2Frd@db.internal:${constants.install.default_ports.postgres}/qa`);
    expect(decodeURIComponent(new URL(url).password)).toBe('p@ss:w/rd');
    expect(databaseUrlOf({ db_type: 'mysql', ...form, db_host: '[::1]:3307' }, '/srv/data')).toBe(
      'mysql://quo%20rum:p%40ss%3Aw%2Frd@[::1]:3307/qa',
    );
  });
});

describe('install wizard on a server with no configuration', () => {
  const folder = temporaryFolder('quorum-install-');
  let server: InstallServer;
  beforeAll(async () => {
    server = await startInstallServer(folder.path);
  });
  afterAll(async () => {
    await server.close();
    folder.remove();
  });

  it('reports no configuration, and sends every page to the wizard', async () => {
    expect((await server.post(`${install}/config-file/check`)).body.data).toEqual({
      config_file_exist: false,
      db_connection_success: false,
      db_table_exist: false,
    });
    const page = await server.get(`${constants.base_path}/questions/ask`);
    expect(page.status).toBe(302);
    expect(page.headers.get('location')).toBe(`${constants.base_path}/install`);
    // the API and the wizard itself are not redirected
    expect((await server.get(`${constants.api_prefix}/siteinfo`)).status).toBe(200);
    expect((await server.get(`${constants.base_path}/install`)).status).toBe(404);
  });

  it('offers the languages and the message bundle of Accept-Language before installation', async () => {
    const options = await server.get(`${install}/language/options`);
    expect(options.body.data).toEqual(constants.languages.available.map(({ label, value }) => ({ label, value })));
    const bundle = await server.get(`${install}/language/config`, 'zh-CN');
    expect(bundle.body.data.ui['install.wizard.next']).toBe(zh['install.wizard.next']);
  });

  it('checks a SQLite file, and answers "database connection failed" when it cannot be opened', async () => {
    expect((await server.post(`${install}/db/check`, { db_type: 'sqlite3', db_file: 'checked.db' })).body.data).toEqual(
      { connection_success: true },
    );
    const broken = { db_type: 'sqlite3', db_file: '/dev/null/cannot.db' };
    expect((await server.post(`${install}/db/check`, broken)).body).toEqual(connectionFailed(en));
    expect((await server.post(`${install}/db/check`, broken, 'zh-CN')).body).toEqual(connectionFailed(zh));
  });

  it('refuses step-2 values that break the form rules, with their messages', async () => {
    const { status, body } = await server.post(
      `${install}/db/check`,
      { db_type: 'oracle', db_host: 'bad host/x', db_name: 'a b', db_username: '', db_file: '' },
      'zh-CN',
    );
    expect(status).toBe(400);
    expect(body.data).toEqual([
      { error_field: 'db_type', error_msg: zh['install.db_type.required'] },
      { error_field: 'db_file', error_msg: zh['install.db_file.required'] },
      { error_field: 'db_host', error_msg: zh['install.db_host.invalid'] },
      { error_field: 'db_name', error_msg: zh['install.db_name.invalid'] },
      { error_field: 'db_username', error_msg: zh['install.db_username.required'] },
    ]);
  });

  it('init writes config.yaml, moves the app onto the chosen database, and is refused once configured', async () => {
    const { status, body } = await server.post(`${install}/init`, { db_type: 'sqlite3', db_file: 'site.db' });
    expect([status, body.data]).toEqual([200, null]);
    const url = `sqlite:${join(folder.path, 'site.db')}`;
    expect(parse(readFileSync(join(folder.path, 'config.yaml'), 'utf8'))).toEqual({ database: { url } });
    expect(server.database.url).toBe(url);
    expect((await server.post(`${install}/config-file/check`)).body.data).toEqual({
      config_file_exist: true,
      db_connection_success: true,
      db_table_exist: true,
    });
    const again = await server.post(`${install}/init`, { db_type: 'sqlite3', db_file: 'other.db' });
    expect(again.body).toMatchObject({
      code: 400,
      reason: 'error.install.already_configured',
      data: { err_type: 'alert' },
    });
    expect(existsSync(join(folder.path, 'other.db'))).toBe(false);
    // configured but without its administrator: pages still lead to the wizard
    expect((await server.get(`${constants.base_path}/questions/ask`)).headers.get('location')).toBe(
      `${constants.base_path}/install`,
    );
  });

  it('base info installs into the chosen database with the installation defaults', async () => {
    expect((await server.post(`${install}/base-info`, baseInfo)).status).toBe(200);
    const site = createDatabase(`sqlite:${join(folder.path, 'site.db')}`);
    try {
      const settings = await readSettings(site.db);
      expect(settings.theme).toEqual({
        theme: 'default',
        color_scheme: constants.color_scheme.site_default,
        theme_config: { navbar_style: 'colored', primary_color: '#0033ff' },
      });
      expect(settings.login).toEqual({
        allow_new_registrations: true,
        allow_email_registrations: true,
        allow_password_login: true,
        login_required: false,
        allow_email_domains: [],
      });
      const seo = settings.seo as { permalink: number; robots: string };
      expect(seo.permalink).toBe(1);
      expect(seo.robots).toContain('Disallow: /answer/admin\n');
      expect(seo.robots.trimEnd().endsWith('Sitemap: https://wizard.example.org/answer/sitemap.xml')).toBe(true);
      // the product spec's defaults from the first read: no profile field editable, the system's pictures
      expect(settings.users).toEqual({
        default_avatar: 'system',
        gravatar_base_url: constants.avatar.gravatar_base_url,
        allow_update_display_name: false,
        allow_update_username: false,
        allow_update_avatar: false,
        allow_update_bio: false,
        allow_update_website: false,
        allow_update_location: false,
      });
      expect(settings.write).toEqual({
        restrict_answer: true,
        required_tag: false,
        recommend_tags: [],
        reserved_tags: [],
        // nobody's posts are held for review until an admin sets a reputation
        queue_below_reputation: 0,
      });
      const privileges = settings.privileges as { level: number; ranks: Record<string, number> };
      expect(privileges.level).toBe(2);
      expect(privileges.ranks).toMatchObject({
        'rank.question.vote_up': 8,
        'rank.tag.add': 750,
        'rank.question.vote_down': 125,
        'rank.question.close': -1,
      });
      const reasons = settings.reasons as {
        items: Array<{ id: number; key: string }>;
        lists: Record<string, number[]>;
      };
      expect(reasons.items.find((reason) => reason.id === 60)).toEqual({
        id: 60,
        key: 'a_duplicate',
        content_type: 'text',
      });
      expect(reasons.lists.question_close).toEqual([60, 63, 64, 59]);
      expect(await site.db.selectFrom('users').select(['username', 'role_id']).execute()).toEqual([
        { username: 'root-admin', role_id: constants.roles.admin },
      ]);
    } finally {
      await site.close();
    }
    const info = (await server.get(`${constants.api_prefix}/siteinfo`)).body.data;
    expect(info.general.name).toBe(baseInfo.site_name);
    expect(info.site_seo.permalink).toBe(constants.permalink.default);
    expect(info.site_users).toMatchObject({ default_avatar: 'system', allow_update_username: false });
  });

  it('answers every installation call with "already installed" afterwards', async () => {
    expect((await server.post(`${install}/config-file/check`)).body).toEqual(alreadyInstalled);
    expect((await server.post(`${install}/db/check`, { db_type: 'sqlite3', db_file: 'x.db' })).body).toEqual(
      alreadyInstalled,
    );
    expect((await server.post(`${install}/init`, { db_type: 'sqlite3', db_file: 'x.db' })).body).toEqual(
      alreadyInstalled,
    );
    expect((await server.post(`${install}/base-info`, baseInfo)).body).toEqual(alreadyInstalled);
    expect((await server.get(`${install}/language/options`)).body).toEqual(alreadyInstalled);
    expect((await server.get(`${install}/language/config`)).body).toEqual(alreadyInstalled);
  });
});

describe('init when config.yaml cannot be written', () => {
  const dataFolder = temporaryFolder('quorum-install-ro-');
  const databaseFolder = temporaryFolder('quorum-install-db-');
  let server: InstallServer;
  let restoreWritable: () => void;
  beforeAll(async () => {
    server = await startInstallServer(dataFolder.path, `sqlite:${join(databaseFolder.path, 'start.db')}`);
    restoreWritable = makeReadOnly(dataFolder.path);
  });
  afterAll(async () => {
    restoreWritable();
    await server.close();
    dataFolder.remove();
    databaseFolder.remove();
  });

  it('answers create_config_failed with the YAML to create, and adopts the file once it exists', async () => {
    const file = join(databaseFolder.path, 'chosen.db');
    const { status, body } = await server.post(`${install}/init`, { db_type: 'sqlite3', db_file: file });
    expect(status).toBe(400);
    expect(body).toMatchObject({
      reason: 'error.install.create_config_failed',
      msg: en['error.install.create_config_failed'],
    });
    expect(body.data).toMatchObject({ err_type: 'alert', create_config_failed: true });
    expect(parse(body.data.default_config)).toEqual({ database: { url: `sqlite:${file}` } });
    expect(existsSync(join(dataFolder.path, 'config.yaml'))).toBe(false);

    restoreWritable();
    writeFileSync(join(dataFolder.path, 'config.yaml'), body.data.default_config);
    expect((await server.post(`${install}/config-file/check`)).body.data).toEqual({
      config_file_exist: true,
      db_connection_success: true,
      db_table_exist: true,
    });
    expect(server.database.url).toBe(`sqlite:${file}`);
    restoreWritable = makeReadOnly(dataFolder.path);
  });
});

describe('a configured database that does not answer', () => {
  const folder = temporaryFolder('quorum-install-down-');
  let server: InstallServer;
  beforeAll(async () => {
    server = await startInstallServer(folder.path);
  });
  afterAll(async () => {
    await server.close();
    folder.remove();
  });

  it('is reported by the configuration check, and the wizard calls refuse with "database connection failed"', async () => {
    writeFileSync(join(folder.path, 'config.yaml'), 'database:\n  url: postgres://quorum:secret@127.0.0.1:1/quorum\n');
    expect((await server.post(`${install}/config-file/check`)).body.data).toEqual({
      config_file_exist: true,
      db_connection_success: false,
      db_table_exist: false,
    });
    expect((await server.post(`${install}/init`, { db_type: 'sqlite3' })).body.reason).toBe(
      'error.install.already_configured',
    );
  });
});

const serverEngines = testEngines().filter((engine) => engine.name !== 'sqlite');

describe.each(serverEngines)('install wizard onto $name', (engine) => {
  const name = engine.name as 'postgres' | 'mysql';
  const folder = temporaryFolder(`quorum-install-${name}-`);
  let scratch: ScratchDatabase;
  let server: InstallServer;
  beforeAll(async () => {
    scratch = await createScratchDatabase(engine);
    server = await startInstallServer(folder.path);
  });
  afterAll(async () => {
    await server.close();
    await scratch.drop();
    folder.remove();
  });

  it('connects with the real server, and fails on a wrong port', async () => {
    const form = serverForm(name, scratch.url);
    expect((await server.post(`${install}/db/check`, form)).body.data).toEqual({ connection_success: true });
    const wrongPort = { ...form, db_host: `${new URL(scratch.url).hostname}:1` };
    expect((await server.post(`${install}/db/check`, wrongPort)).body).toEqual(connectionFailed(en));
    expect((await server.post(`${install}/init`, wrongPort)).body).toEqual(connectionFailed(en));
    expect(existsSync(join(folder.path, 'config.yaml'))).toBe(false);
  });

  it('initializes it, records it in config.yaml and installs the site into it', async () => {
    expect((await server.post(`${install}/init`, serverForm(name, scratch.url))).status).toBe(200);
    const url = parse(readFileSync(join(folder.path, 'config.yaml'), 'utf8')).database.url as string;
    expect(url.startsWith(`${name}://`)).toBe(true);
    expect((await server.post(`${install}/base-info`, baseInfo)).status).toBe(200);
    const site = createDatabase(url);
    try {
      expect(await site.db.selectFrom('users').select('username').execute()).toEqual([{ username: 'root-admin' }]);
    } finally {
      await site.close();
    }
    expect((await server.post(`${install}/config-file/check`)).body).toEqual(alreadyInstalled);
  });
});
