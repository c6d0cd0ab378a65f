import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { once } from 'node:events';
import { create as createTar } from 'tar';
import { schemaVersion } from '../../db/migrate.ts';
import type { QuorumDatabase } from '../../db/connect.ts';
import { uploadsDirectory } from '../file/upload-store.ts';
import { type ArchivedTable, MANIFEST_FILE, newManifest, type BackupManifest } from './manifest.ts';
import { noProgress, type Progress } from './progress.ts';
import { readSnapshot } from './snapshot.ts';
import type { Row } from './table-digest.ts';
import { gatherUploads } from './upload-files.ts';

export const TABLES_FOLDER = 'tables';
export const UPLOADS_FOLDER = 'uploads';

/**
 * Writes `archive` (tar.gz): manifest.json, one NDJSON file per table (each line the row's values in the
 * manifest's column order, so the format is the same from every engine) and the uploaded files. The
 * rows come from one snapshot (snapshot.ts); the archive appears under its name only when complete.
 */
export async function writeBackup(
  database: QuorumDatabase,
  dataDir: string,
  archive: string,
  progress: Progress = noProgress,
): Promise<BackupManifest> {
  await mkdir(dirname(archive), { recursive: true });
  const staging = await mkdtemp(join(dirname(archive), '.staging-'));
  try {
    await mkdir(join(staging, TABLES_FOLDER));
    const version = await schemaVersion(database.db);
    const files = new Map<string, { file: string; sha256: string }>();
    const tables = await readSnapshot(
      database.db,
      async (table, pages) => {
        const file = `${TABLES_FOLDER}/${table.name}.ndjson`;
        files.set(table.name, { file, sha256: await writeRows(join(staging, file), table.columns, pages) });
      },
      progress,
    );
    const archived: ArchivedTable[] = tables.map((table) => ({ ...table, ...files.get(table.name)! }));
    const uploads = await gatherUploads(uploadsDirectory(dataDir), join(staging, UPLOADS_FOLDER));
    const manifest = newManifest(version, database.engine, archived, uploads);
    await writeFile(join(staging, MANIFEST_FILE), JSON.stringify(manifest, null, 2));
    const partial = `${archive}.part`;
    const entries = [MANIFEST_FILE, TABLES_FOLDER, ...(uploads.length > 0 ? [UPLOADS_FOLDER] : [])];
    await createTar({ gzip: true, file: partial, cwd: staging, portable: true }, entries);
    await rename(partial, archive);
    return manifest;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/** Writes the rows as NDJSON and answers the file's SHA-256. */
async function writeRows(file: string, columns: string[], pages: AsyncIterable<Row[]>): Promise<string> {
  const hash = createHash('sha256');
  const out = createWriteStream(file);
  for await (const page of pages) {
    const text = page.map((row) => `${JSON.stringify(columns.map((column) => row[column] ?? null))}\n`).join('');
    hash.update(text);
    if (!out.write(text)) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
  return hash.digest('hex');
}
