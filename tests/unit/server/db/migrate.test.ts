import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../../../src/server/db/migrate.ts';
import { migrations } from '../../../../src/server/db/migrations/index.ts';
import { testEngines } from '../../../api/support/databases.ts';
import { useScratchDatabase } from './scratch-database.ts';

describe.each(testEngines())('migrations on $name', (engine) => {
  const database = useScratchDatabase(engine);

  it('build every table from an empty database, then find nothing left to do', async () => {
    const { db } = database();
    expect(await migrateToLatest(db)).toEqual(Object.keys(migrations).sort());
    expect(await migrateToLatest(db)).toEqual([]);

    const tables = (await db.introspection.getTables()).map((table) => table.name);
    expect(tables).toEqual(expect.arrayContaining(['site_setting', 'users']));
    const users = (await db.introspection.getTables()).find((table) => table.name === 'users');
    expect(users?.columns.map((column) => column.name)).toEqual([
      'id',
      'username',
      'e_mail',
      'pass',
      'display_name',
      'mail_status',
      'status',
      'role_id',
      'rank',
      'bio',
      'bio_html',
      'website',
      'location',
      'avatar',
      'language',
      'color_scheme',
      'created_at',
      'updated_at',
      'last_login_at',
      'suspended_until',
      'deleted_at',
    ]);
  });

  it('names the failing migration', async () => {
    const { db } = database();
    await sql`create table broken_marker (id integer)`.execute(db);
    migrations['9999_broken'] = {
      up: async (migrationDb) => {
        await sql`create table broken_marker (id integer)`.execute(migrationDb);
      },
    };
    try {
      await expect(migrateToLatest(db)).rejects.toThrow(/Database migration 9999_broken failed: .*broken_marker/);
    } finally {
      delete migrations['9999_broken'];
    }
  });
});
