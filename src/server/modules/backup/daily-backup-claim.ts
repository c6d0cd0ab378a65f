import type { Kysely } from 'kysely';
import { insertIfAbsent } from '../../db/insert-if-absent.ts';
import type { Database } from '../../db/schema.ts';

const DAILY_BACKUP_JOB = 'daily_backup';
const DAY_SECONDS = 86_400;

/**
 * Claims today's backup hour (`slotMs`, its start) for this process in the database, so processes serving one site make
 * one daily backup between them: the claim moves the job's last run to the slot only where it was older,
 * which one process's update does and every other's then finds done. Answers whether this process won.
 */
export async function claimDailyBackup(db: Kysely<Database>, slotMs: number): Promise<boolean> {
  const slot = slotMs / 1000;
  await insertIfAbsent(db, 'scheduled_job', { name: DAILY_BACKUP_JOB, next_run_at: 0, last_run_at: 0 }, ['name']);
  const claimed = await db
    .updateTable('scheduled_job')
    .set({ last_run_at: slot, next_run_at: slot + DAY_SECONDS })
    .where('name', '=', DAILY_BACKUP_JOB)
    .where('last_run_at', '<', String(slot))
    .executeTakeFirst();
  return Number(claimed.numUpdatedRows) === 1;
}

/** Gives the slot back after a backup that failed, so a process may try again within the hour. */
export async function releaseDailyBackup(db: Kysely<Database>, slotMs: number): Promise<void> {
  const slot = slotMs / 1000;
  await db
    .updateTable('scheduled_job')
    .set({ last_run_at: slot - DAY_SECONDS, next_run_at: slot })
    .where('name', '=', DAILY_BACKUP_JOB)
    .where('last_run_at', '=', String(slot))
    .execute();
}
