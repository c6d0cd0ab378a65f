const HOUR_MS = 3_600_000;

/** The daily backup's settings (spec/settings/backups.yaml). */
export interface BackupSchedule {
  schedule_enabled: boolean;
  schedule_hour: number;
  keep_count: number;
}

/**
 * Whether the daily backup should start at `now`: it is on, this is its hour (UTC) of today, and no backup
 * was started since that hour began (`lastStartedMs`: the newest archive's time, from its name). The last condition is read from the backups folder, so a server
 * restarted within the hour does not make a second one, and a backup made by hand in the hour counts.
 * Outside the hour nothing is due: a server that was down then waits for the next day rather than
 * backing up at an hour the admin did not choose.
 */
export function isBackupDue(schedule: BackupSchedule, now: Date, lastStartedMs: number | null): boolean {
  if (!schedule.schedule_enabled) return false;
  const slot = backupSlotMs(schedule, now);
  const time = now.getTime();
  return time >= slot && time < slot + HOUR_MS && (lastStartedMs === null || lastStartedMs < slot);
}

/** The start of today's backup hour (UTC), in milliseconds. */
export function backupSlotMs(schedule: BackupSchedule, now: Date): number {
  return Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), schedule.schedule_hour);
}
