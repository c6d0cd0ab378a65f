import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../../src/server/db/connect.ts';
import { createScratchDatabase, testEngines } from './support/databases.ts';
import { quorum } from './support/quorum-cli.ts';
import { copiedTableNames, tableText } from './support/table-rows.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

const FOLDER = '/work/shared/data/stackexchange/quantumcomputing';
// the whole sample is imported, backed up and restored; slow engines on a busy machine need minutes
const TIMEOUT = 900_000;

/**
 * Issue 14's "done when" for data that moves: a site holding the imported Stack Exchange sample, backed
 * up on SQLite, restores on PostgreSQL and on MySQL/MariaDB with every table's rows identical, `quorum
 * check` passes on the copy, and `quorum migrate` from that copy to an empty database verifies too.
 */
const targets = testEngines().filter((engine) => engine.name !== 'sqlite');
const folders: string[] = [];
let server: TestServer;
let archive: string;

function folder(): string {
  const path = mkdtempSync(join(tmpdir(), 'quorum-import-restore-'));
  folders.push(path);
  return path;
}

describe.skipIf(targets.length === 0)('the imported sample, backed up on SQLite', () => {
  beforeAll(async () => {
    const dataDir = folder();
    server = await startTestServer({ name: 'sqlite', url: 'sqlite::memory:' }, { dataDir });
    const site = { dataDir, databaseUrl: server.databaseUrl };
    const imported = await quorum(['import', 'stackexchange', FOLDER], site);
    expect(imported.code, imported.stderr).toBe(0);
    archive = join(folder(), 'imported.tar.gz');
    const backup = await quorum(['backup', '--output', archive], site);
    expect(backup.code, backup.stderr).toBe(0);
  }, TIMEOUT);

  afterAll(async () => {
    await server?.close();
    for (const path of folders) rmSync(path, { recursive: true, force: true });
  });

  it.each(targets)(
    'restores on $name with identical rows, passes check, and migrates on with verification',
    async (engine) => {
      const restoredTo = await createScratchDatabase(engine);
      const migratedTo = await createScratchDatabase(engine);
      const restoredDir = folder();
      try {
        const restore = await quorum(['restore', archive, '--to', restoredTo.url], { dataDir: restoredDir });
        expect(restore.code, restore.stderr).toBe(0);
        const restored = createDatabase(restoredTo.url);
        try {
          const tables = await copiedTableNames(server.database);
          expect(await copiedTableNames(restored)).toEqual(tables);
          for (const table of tables)
            expect(await tableText(restored, table), table).toEqual(await tableText(server.database, table));
          const questions = await restored.db.selectFrom('question').select('id').execute();
          expect(questions.length).toBeGreaterThan(500);
        } finally {
          await restored.close();
        }
        const check = await quorum(['check'], { dataDir: restoredDir });
        expect(check.stdout).toContain('All checks passed.');
        expect(check.code).toBe(0);
        // the copy moves on to another empty database: migrate compares every table's count and checksum
        const migrate = await quorum(['migrate', '--to', migratedTo.url], { dataDir: restoredDir });
        expect(migrate.code, migrate.stderr).toBe(0);
        expect(migrate.stdout).toMatch(/^Copied and verified \d+ tables \(\d+ rows\)/);
      } finally {
        await restoredTo.drop();
        await migratedTo.drop();
      }
    },
    TIMEOUT,
  );
});
