import type { DatabaseEngine } from '../../db/engine.ts';
import type { SnapshotTable } from './snapshot.ts';

export const MANIFEST_FILE = 'manifest.json';
const FORMAT = 'quorum-backup';
const FORMAT_VERSION = 1;

export interface ArchivedTable extends SnapshotTable {
  /** path inside the archive: one JSON array of values per row, in `columns` order */
  file: string;
  /** SHA-256 of that file, hex */
  sha256: string;
}

export interface ArchivedFile {
  /** path under the uploads folder, with forward slashes */
  path: string;
  bytes: number;
  sha256: string;
}

/** What an archive holds, written last so an archive with a manifest is whole. */
export interface BackupManifest {
  format: typeof FORMAT;
  format_version: typeof FORMAT_VERSION;
  created_at: string;
  /** the last migration applied to the source: rows are restored at this level, then migrated on */
  schema_version: string;
  source_engine: DatabaseEngine;
  tables: ArchivedTable[];
  uploads: ArchivedFile[];
}

export function newManifest(
  schemaVersion: string,
  sourceEngine: DatabaseEngine,
  tables: ArchivedTable[],
  uploads: ArchivedFile[],
): BackupManifest {
  return {
    format: FORMAT,
    format_version: FORMAT_VERSION,
    created_at: new Date().toISOString(),
    schema_version: schemaVersion,
    source_engine: sourceEngine,
    tables,
    uploads,
  };
}

/** Checks a parsed manifest's shape; an archive is untrusted input. */
export function parseManifest(parsed: unknown): BackupManifest {
  const manifest = parsed as Partial<BackupManifest> | null;
  if (manifest?.format !== FORMAT) throw new Error('This is not a Quorum backup: its manifest names another format');
  if (manifest.format_version !== FORMAT_VERSION)
    throw new Error(`Unsupported backup format version ${String(manifest.format_version)}; expected ${FORMAT_VERSION}`);
  const isText = (value: unknown) => typeof value === 'string' && value !== '';
  const tablesOk =
    Array.isArray(manifest.tables) &&
    manifest.tables.every(
      (table) =>
        isText(table.name) &&
        isText(table.file) &&
        isText(table.sha256) &&
        isText(table.checksum) &&
        Number.isInteger(table.rows) &&
        Array.isArray(table.columns) &&
        table.columns.length > 0 &&
        table.columns.every(isText),
    );
  const uploadsOk =
    Array.isArray(manifest.uploads) &&
    manifest.uploads.every((file) => isText(file.path) && isText(file.sha256) && Number.isInteger(file.bytes));
  if (!isText(manifest.schema_version) || !tablesOk || !uploadsOk)
    throw new Error('The backup manifest is damaged: a table or file entry is incomplete');
  return manifest as BackupManifest;
}
