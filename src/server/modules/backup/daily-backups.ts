import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { constants } from '../../../../generated/constants.ts';
import { forms } from '../../../../generated/forms.ts';
import type { Database } from '../../db/schema.ts';
import { readSettings } from '../../db/settings-store.ts';
import { withDefaults } from '../../settings/defaults.ts';
import { backupStartedMs, backupsDirectory, listBackups, pruneBackups } from './backup-files.ts';
import type { BackupJobs } from './backup-job.ts';
import { claimDailyBackup, releaseDailyBackup } from './daily-backup-claim.ts';
import { type BackupSchedule, backupSlotMs, isBackupDue } from './schedule.ts';

export interface DailyBackupContext {
  db: Kysely<Database>;
  jobs: BackupJobs;
  dataDir: string;
  log: FastifyBaseLogger;
}

/** What one look at the clock did: nothing, or a backup (with the older archives it deleted). */
export type DailyBackupOutcome = { archive: null } | { archive: string; deleted: string[] };

/**
 * One look at the clock: when the daily backup is due (schedule.ts) and this process claims it (of all the
 * processes serving the site), makes it and then keeps the newest keep_count archives. A backup the admin
 * started that is still running is left alone; the next look finds the one it made.
 */
export async function dailyBackupTick(context: DailyBackupContext, now: Date): Promise<DailyBackupOutcome> {
  const stored = await readSettings(context.db);
  const schedule = withDefaults<BackupSchedule>(forms.site_backups.schema, stored.backups);
  const directory = backupsDirectory(context.dataDir);
  const newest = (await listBackups(directory))[0];
  if (!isBackupDue(schedule, now, newest ? backupStartedMs(newest.name) : null)) return { archive: null };
  if (context.jobs.state().running) return { archive: null };
  const slot = backupSlotMs(schedule, now);
  if (!(await claimDailyBackup(context.db, slot))) return { archive: null };
  const archive = await context.jobs.start(now).finished;
  if (archive === null) {
    await releaseDailyBackup(context.db, slot);
    return { archive: null };
  }
  const deleted = await pruneBackups(directory, schedule.keep_count);
  context.log.info({ archive, deleted }, 'daily backup written');
  return { archive, deleted };
}

/** Looks at the clock every constants.backup.schedule_poll_ms until stopped (the server's background jobs). */
export function startDailyBackups(context: () => DailyBackupContext, clock: () => Date = () => new Date()) {
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = dailyBackupTick(context(), clock())
      .catch((error: unknown) => context().log.error({ err: error }, 'the daily backup failed'))
      .finally(() => {
        running = null;
      });
  }, constants.backup.schedule_poll_ms);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
