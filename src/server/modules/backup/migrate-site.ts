import type { QuorumDatabase } from '../../db/connect.ts';
import { schemaVersion } from '../../db/migrate.ts';
import { insertTable, loadCopy } from './load-tables.ts';
import { noProgress, type Progress } from './progress.ts';
import { readSnapshot, type SnapshotTable } from './snapshot.ts';

/**
 * Copies the site's rows from `source` into the empty `target` (any engines), straight from one snapshot
 * of the source, and verifies the copy (counts and checksums per table) before it commits.
 */
export async function copySite(
  source: QuorumDatabase,
  target: QuorumDatabase,
  progress: Progress = noProgress,
): Promise<SnapshotTable[]> {
  const version = await schemaVersion(source.db);
  return loadCopy(target.db, version, (trx) =>
    readSnapshot(source.db, (table, pages) => insertTable(trx, table, pages), progress),
  );
}
