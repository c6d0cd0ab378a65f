import { join } from 'node:path';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultSqliteSynchronous } from '../../src/server/config/config.ts';
import { editedSiteNameMessage, regeneratedCopy, siteNameEdits } from '../support/regenerated-copy.ts';
import { createScratchDatabase, testEngines, type ScratchDatabase } from './support/databases.ts';

describe('a maintainer edits a limit and a message in spec/', () => {
  let copy: ReturnType<typeof regeneratedCopy>;
  let scratch: ScratchDatabase;
  let close: () => Promise<void>;
  let baseUrl: string;

  beforeAll(async () => {
    copy = regeneratedCopy(siteNameEdits);
    // The copy's own server code, which reads the copy's regenerated generated/.
    const { buildApp } = (await import(
      join(copy.dir, 'src/server/app.ts')
    )) as typeof import('../../src/server/app.ts');
    const { createDatabase } = (await import(
      join(copy.dir, 'src/server/db/connect.ts')
    )) as typeof import('../../src/server/db/connect.ts');
    const { migrateToLatest } = (await import(
      join(copy.dir, 'src/server/db/migrate.ts')
    )) as typeof import('../../src/server/db/migrate.ts');
    scratch = await createScratchDatabase(testEngines()[0]!);
    const database = createDatabase(scratch.url);
    await migrateToLatest(database.db);
    const config = {
      port: 0,
      host: '127.0.0.1',
      dataDir: copy.dir,
      database: { url: scratch.url, sqliteSynchronous: defaultSqliteSynchronous },
      logLevel: 'warn' as const,
      siteRevision: '',
    };
    const app = await buildApp({ config, database, logger: pino({ level: 'silent' }) });
    baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
    close = async () => {
      await app.close();
      await database.close();
    };
  }, 120_000);

  afterAll(async () => {
    await close?.();
    await scratch?.drop();
    copy?.remove();
  });

  it('the server validates with the new limit and answers with the new message', async () => {
    const response = await fetch(`${baseUrl}/installation/base-info`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        lang: 'en_US',
        site_name: 'Thirteen char',
        site_url: 'https://example.org',
        contact_email: 'a@example.org',
        name: 'admin',
        password: 'long enough password',
        email: 'admin@example.org',
      }),
    });
    const body = await response.json();
    expect(response.status).toBe(400);
    expect(body.data).toEqual([{ error_field: 'site_name', error_msg: editedSiteNameMessage }]);
  });
});
