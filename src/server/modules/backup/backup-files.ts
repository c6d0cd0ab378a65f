import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';

const NAME = /^quorum-backup-\d{8}-\d{6}\.tar\.gz$/;

/** Where backups made by the site (the admin area, the daily job) and by `quorum backup` are kept. */
export function backupsDirectory(dataDir: string): string {
  return join(dataDir, 'backups');
}

/** A new archive's path, named after the time (UTC) so names sort by age. */
export function newBackupPath(directory: string, now = new Date()): string {
  const stamp = now.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  return join(directory, `quorum-backup-${stamp}.tar.gz`);
}

/** Whether `name` is one of our archives' names (also what the download accepts). */
export function isBackupName(name: string): boolean {
  return NAME.test(name);
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
