import { copyFile, mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { extract as extractTar } from 'tar';
import type { QuorumDatabase } from '../../db/connect.ts';
import { uploadsDirectory } from '../file/upload-store.ts';
import { sha256OfFile } from './file-hash.ts';
import { insertTable, loadCopy } from './load-tables.ts';
import { BackupArchiveError } from './backup-archive-error.ts';
import { type BackupManifest, MANIFEST_FILE, parseManifest } from './manifest.ts';
import { ndjsonPages } from './ndjson-rows.ts';
import { noProgress, type Progress } from './progress.ts';
import { TABLES_FOLDER, UPLOADS_FOLDER } from './write-backup.ts';

/**
 * Restores `archive` into `database`, which must be empty, whatever engine either side is: the files are
 * checked against the manifest's hashes before any row is written, the rows go in with their ids and are
 * verified (loadCopy), and the uploads are put into the data folder.
 */
export async function restoreBackup(
  database: QuorumDatabase,
  dataDir: string,
  archive: string,
  progress: Progress = noProgress,
): Promise<BackupManifest> {
  const staging = await mkdtemp(join(tmpdir(), 'quorum-restore-'));
  try {
    unpack(archive, staging);
    const manifest = await readManifest(staging);
    await checkFiles(staging, manifest);
    await loadCopy(database.db, manifest.schema_version, async (trx) => {
      for (const [index, table] of manifest.tables.entries()) {
        await insertTable(trx, table, ndjsonPages(join(staging, table.file), table.name, table.columns));
        progress(index + 1, manifest.tables.length, table.name);
      }
      return manifest.tables;
    });
    const uploads = uploadsDirectory(dataDir);
    for (const file of manifest.uploads) {
      await mkdir(dirname(join(uploads, file.path)), { recursive: true });
      await copyFile(join(staging, UPLOADS_FOLDER, file.path), join(uploads, file.path));
    }
    return manifest;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/**
 * Extracts synchronously: tar's asynchronous extraction rejects on a damaged archive while its file writes
 * are still under way, so removing the staging folder then fails (ENOTEMPTY) and leaves it behind.
 */
function unpack(archive: string, into: string): void {
  try {
    // strict: a damaged or truncated archive is an error, not a warning; tar refuses paths leaving `into`
    extractTar({ file: archive, cwd: into, strict: true, sync: true });
  } catch (error) {
    throw new BackupArchiveError(`Cannot read the backup ${archive}: ${unreadableReason(error)}`, { cause: error });
  }
}

function unreadableReason(error: unknown): string {
  const { code, message } = error as NodeJS.ErrnoException;
  if (code === 'ENOENT') return 'no such file';
  // gzip's stream ends before its last block, or tar's before the end of a file it holds
  if (code === 'Z_BUF_ERROR' || /Truncated input/.test(message)) return 'the archive is truncated';
  return message;
}

async function readManifest(staging: string): Promise<BackupManifest> {
  let text: string;
  try {
    text = await readFile(join(staging, MANIFEST_FILE), 'utf8');
  } catch {
    throw new BackupArchiveError(`This is not a Quorum backup: it has no ${MANIFEST_FILE}`);
  }
  try {
    return parseManifest(JSON.parse(text));
  } catch (error) {
    const { message } = error as Error;
    const told = error instanceof SyntaxError ? `The backup manifest is damaged: ${message}` : message;
    throw new BackupArchiveError(told, { cause: error });
  }
}

/** Every file the manifest names is where it should be, with its recorded hash. */
async function checkFiles(staging: string, manifest: BackupManifest): Promise<void> {
  const expected = [
    ...manifest.tables.map((table) => {
      if (table.file !== `${TABLES_FOLDER}/${table.name}.ndjson`)
        throw new BackupArchiveError(
          `The backup manifest is damaged: table ${table.name} names the file ${table.file}`,
        );
      return { path: table.file, sha256: table.sha256 };
    }),
    ...manifest.uploads.map((file) => {
      if (file.path.split('/').some((part) => part === '' || part === '.' || part === '..'))
        throw new BackupArchiveError(`The backup manifest is damaged: upload path ${file.path} is not plain`);
      return { path: `${UPLOADS_FOLDER}/${file.path}`, sha256: file.sha256 };
    }),
  ];
  for (const { path, sha256 } of expected) {
    const actual = await sha256OfFile(join(staging, path)).catch(() => 'missing');
    if (actual !== sha256)
      throw new BackupArchiveError(
        `The backup is damaged: ${path} is ${actual === 'missing' ? 'missing' : 'not what was saved'}`,
      );
  }
}
