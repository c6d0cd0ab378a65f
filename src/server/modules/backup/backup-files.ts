import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { constants } from '../../../../generated/constants.ts';

const NAME = new RegExp(constants.backup.name_pattern);

/** Where backups made by the site (the admin area, the daily job) and by `quorum backup` are kept. */
export function backupsDirectory(dataDir: string): string {
  return join(dataDir, constants.backup.folder);
}

/** A new archive's path, named after the time (UTC) so names sort by age. */
export function newBackupPath(directory: string, now = new Date()): string {
  const stamp = now.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  return join(directory, `quorum-backup-${stamp}.tar.gz`);
}

/** When the archive of this name was started (its name holds the UTC time), in milliseconds. */
export function backupStartedMs(name: string): number {
  const [, date, time] = /-(\d{8})-(\d{6})\./.exec(name)!;
  const iso = `${date!.slice(0, 4)}-${date!.slice(4, 6)}-${date!.slice(6)}T${time!.slice(0, 2)}:${time!.slice(2, 4)}:${time!.slice(4)}Z`;
  return Date.parse(iso);
}

/** Whether `name` is one of our archives' names (also what the download accepts). */
export function isBackupName(name: string): boolean {
  return name.length <= constants.backup.name_max && NAME.test(name);
}

export interface BackupFile {
  name: string;
  bytes: number;
  created_at: number;
}

/** The finished archives in `directory`, newest first (partial files and staging folders are not listed). */
export async function listBackups(directory: string): Promise<BackupFile[]> {
  let names: string[];
  try {
    names = await readdir(directory);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const files = await Promise.all(
    names.filter(isBackupName).map(async (name) => {
      const info = await stat(join(directory, name));
      return { name, bytes: info.size, created_at: Math.floor(info.mtimeMs / 1000) };
    }),
  );
  return files.sort((a, b) => (a.name < b.name ? 1 : -1));
}

/** Keeps the newest `keep` archives of `directory` and deletes the older ones; answers the names deleted. */
export async function pruneBackups(directory: string, keep: number): Promise<string[]> {
  const older = (await listBackups(directory)).slice(keep).map((file) => file.name);
  for (const name of older) await rm(join(directory, name), { force: true });
  return older;
}
