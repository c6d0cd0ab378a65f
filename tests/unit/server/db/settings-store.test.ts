import { describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../../../src/server/db/migrate.ts';
import { readSettings, writeSetting } from '../../../../src/server/db/settings-store.ts';
import { testEngines } from '../../../api/support/databases.ts';
import { useScratchDatabase } from './scratch-database.ts';

describe.each(testEngines())('site settings on $name', (engine) => {
  const database = useScratchDatabase(engine);

  it('inserts a setting, then replaces it in the same row', async () => {
    const { db } = database();
    await migrateToLatest(db);

    await writeSetting(db, 'general', { name: 'Quorum', description: 'first' });
    await writeSetting(db, 'legal', { terms: 'ü ✓ 🙂' });
    await writeSetting(db, 'general', { name: 'Quorum', description: 'second', contact: null });

    expect(await readSettings(db)).toEqual({
      general: { name: 'Quorum', description: 'second', contact: null },
      legal: { terms: 'ü ✓ 🙂' },
    });
    const rows = await db.selectFrom('site_setting').select('type').where('type', '=', 'general').execute();
    expect(rows).toHaveLength(1);
  });

  it('writes inside a transaction and rolls back with it', async () => {
    const { db } = database();
    await migrateToLatest(db);

    await expect(
      db.transaction().execute(async (trx) => {
        await writeSetting(trx, 'seo', { permalink: 1 });
        throw new Error('abandon');
      }),
    ).rejects.toThrow('abandon');
    expect(await readSettings(db)).not.toHaveProperty('seo');

    await db.transaction().execute((trx) => writeSetting(trx, 'seo', { permalink: 2 }));
    expect((await readSettings(db)).seo).toEqual({ permalink: 2 });
  });

  it('stores content larger than 64 KiB, the limit of a MySQL TEXT column', async () => {
    const { db } = database();
    await migrateToLatest(db);
    const css = 'a{color:red}'.repeat(10_000);

    await writeSetting(db, 'custom_css_html', { custom_css: css });

    expect((await readSettings(db)).custom_css_html).toEqual({ custom_css: css });
  });
});
