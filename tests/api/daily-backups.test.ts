import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeSetting } from '../../src/server/db/settings-store.ts';
import { backupsDirectory } from '../../src/server/modules/backup/backup-files.ts';
import { BackupJobs } from '../../src/server/modules/backup/backup-job.ts';
import { claimDailyBackup, releaseDailyBackup } from '../../src/server/modules/backup/daily-backup-claim.ts';
import { dailyBackupTick } from '../../src/server/modules/backup/daily-backups.ts';
import { seedCommunity } from './support/community.ts';
import { testEngines } from './support/databases.ts';
import { askQuestion } from './support/posts.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

const log = pino({ level: 'silent' });
let server: TestServer;
let dataDir: string;

/** The daily job as the server runs it, on a clock the test sets; a new BackupJobs is a restarted server. */
function tick(iso: string, jobs = new BackupJobs(server.database, dataDir, log)) {
  return dailyBackupTick({ db: server.database.db, jobs, dataDir, log }, new Date(iso));
}

const archives = () => readdirSync(backupsDirectory(dataDir)).sort();

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'quorum-daily-backups-'));
  server = await startTestServer({ name: 'sqlite', url: 'sqlite::memory:' }, { dataDir });
  const { asker } = await seedCommunity(server);
  await askQuestion(server, asker);
  // three older archives, made by hand earlier
  mkdirSync(backupsDirectory(dataDir), { recursive: true });
  for (const day of ['20300428', '20300429', '20300430'])
    writeFileSync(join(backupsDirectory(dataDir), `quorum-backup-${day}-120000.tar.gz`), 'an older backup');
}, 60_000);

afterAll(async () => {
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the daily backup', () => {
  it('does nothing while switched off', async () => {
    expect(await tick('2030-05-02T03:00:00Z')).toEqual({ archive: null });
    expect(archives()).toHaveLength(3);
  });

  it('backs up in its hour, keeps the newest keep_count archives and deletes the older ones', async () => {
    await writeSetting(server.database.db, 'backups', { schedule_enabled: true, schedule_hour: 3, keep_count: 2 });
    expect(await tick('2030-05-02T02:59:00Z')).toEqual({ archive: null });
    const first = await tick('2030-05-02T03:00:20Z');
    expect(first.archive && basename(first.archive)).toBe('quorum-backup-20300502-030020.tar.gz');
    expect(first).toMatchObject({
      deleted: ['quorum-backup-20300429-120000.tar.gz', 'quorum-backup-20300428-120000.tar.gz'],
    });
    expect(archives()).toEqual(['quorum-backup-20300430-120000.tar.gz', 'quorum-backup-20300502-030020.tar.gz']);
    expect(statSync(first.archive!).size).toBeGreaterThan(100);
  }, 60_000);

  it('does not run twice in one day, even after a restart within the hour', async () => {
    expect(await tick('2030-05-02T03:40:00Z')).toEqual({ archive: null });
    expect(archives()).toHaveLength(2);
  });

  it('runs again the next day and keeps counting', async () => {
    const next = await tick('2030-05-03T03:01:00Z');
    expect(next).toMatchObject({ deleted: ['quorum-backup-20300430-120000.tar.gz'] });
    expect(archives()).toEqual(['quorum-backup-20300502-030020.tar.gz', 'quorum-backup-20300503-030100.tar.gz']);
  }, 60_000);

  it('is made once between processes serving the site, each with a data folder of its own', async () => {
    const folders = [mkdtempSync(join(tmpdir(), 'quorum-daily-a-')), mkdtempSync(join(tmpdir(), 'quorum-daily-b-'))];
    try {
      const outcomes = await Promise.all(
        folders.map((folder) =>
          dailyBackupTick(
            { db: server.database.db, jobs: new BackupJobs(server.database, folder, log), dataDir: folder, log },
            new Date('2030-05-04T03:02:00Z'),
          ),
        ),
      );
      expect(outcomes.filter((outcome) => outcome.archive !== null)).toHaveLength(1);
    } finally {
      for (const folder of folders) rmSync(folder, { recursive: true, force: true });
    }
  }, 60_000);
});

describe.each(testEngines())('the daily backup claim on $name', (engine) => {
  let site: TestServer;
  beforeAll(async () => {
    site = await startTestServer(engine);
  });
  afterAll(() => site?.close());

  it('goes to exactly one of many processes claiming the same hour at once, and back after a failure', async () => {
    const slot = Date.UTC(2030, 4, 5, 3);
    const claims = await Promise.all(Array.from({ length: 8 }, () => claimDailyBackup(site.database.db, slot)));
    expect(claims.filter(Boolean)).toHaveLength(1);
    await releaseDailyBackup(site.database.db, slot);
    expect(await claimDailyBackup(site.database.db, slot)).toBe(true);
    expect(await claimDailyBackup(site.database.db, slot)).toBe(false);
    expect(await claimDailyBackup(site.database.db, slot + 86_400_000)).toBe(true);
  });
});
