import { join } from 'node:path';
import type { Kysely } from 'kysely';
import { constants } from '../../../../generated/constants.ts';
import { transactionWithRetry } from '../../db/retry-transaction.ts';
import type { Database } from '../../db/schema.ts';
import type { SourceKind, SourceMap } from './source-map.ts';
import { readRows, type SourceRow } from './xml-rows.ts';

/** The steps of an import, in the order they run; each reports its progress under its name. */
export const IMPORT_STEPS = [
  'users',
  'tags',
  'questions',
  'answers',
  'comments',
  'votes',
  'links',
  'counters',
] as const;
export type ImportStep = (typeof IMPORT_STEPS)[number];

export interface ImportProgress {
  step: ImportStep;
  /** source rows read so far in this step */
  done: number;
  total: number;
}

/** What every step of one import shares. */
export interface ImportRun {
  db: Kysely<Database>;
  folder: string;
  map: SourceMap;
  /** the source site's address, e.g. https://quantumcomputing.stackexchange.com */
  sourceUrl: string;
  /** our site's home page address, for the links a step writes into posts */
  siteUrl: string;
  /** Unix seconds the run started: the date of what the dump leaves undated */
  startedAt: number;
  /** questions whose counters a step changed: their hot score is computed again at the end */
  touchedQuestions: Set<string>;
  /** source user id → the name the dump gives, which attributions credit */
  authorNames: Map<string, string>;
  progress(step: ImportStep, rows: number): void;
}

/** A dump file's path in the run's folder. */
export function dumpFile(run: ImportRun, name: string): string {
  return join(run.folder, name);
}

/** A dump date (UTC, no zone: 2018-03-12T17:00:45.567) as Unix seconds; 0 when absent. */
export function unixSeconds(date: string | undefined): number {
  return date ? Math.floor(Date.parse(`${date}Z`) / 1000) : 0;
}

export interface RowOptions {
  /** the row's source id in import_map; the Id attribute unless given */
  key?: (row: SourceRow) => string | undefined;
  /** false for rows this step leaves to another */
  accept?: (row: SourceRow) => boolean;
}

/**
 * Writes batches of source rows, each batch's rows not imported before in one transaction together
 * with their import_map rows. `write` returns our id of what the row became, or null when it becomes
 * nothing (then it is not recorded either, and a later run looks at it again).
 */
export async function importRows(
  run: ImportRun,
  step: ImportStep,
  batches: AsyncIterable<SourceRow[]>,
  kind: SourceKind,
  write: (trx: Kysely<Database>, row: SourceRow) => Promise<string | null>,
  options: RowOptions = {},
): Promise<void> {
  const keyOf = options.key ?? ((row: SourceRow) => row.Id);
  const accept = options.accept ?? (() => true);
  for await (const batch of batches) {
    const fresh = batch.flatMap((row) => {
      const key = keyOf(row);
      if (key === undefined || key.length > constants.stackexchange_import.source_id_max) return [];
      return accept(row) && !run.map.has(kind, key) ? [{ key, row }] : [];
    });
    if (fresh.length > 0) {
      const entries = await transactionWithRetry(run.db, async (trx) => {
        const written: Array<[string, string]> = [];
        for (const { key, row } of fresh) {
          const target = await write(trx, row);
          if (target !== null) written.push([key, target]);
        }
        await run.map.record(trx, kind, written);
        return written;
      });
      run.map.commit(kind, entries);
    }
    run.progress(step, batch.length);
  }
}

/** importRows over one dump file of the run's folder. */
export function importFile(
  run: ImportRun,
  step: ImportStep,
  file: string,
  kind: SourceKind,
  write: (trx: Kysely<Database>, row: SourceRow) => Promise<string | null>,
  options: RowOptions = {},
): Promise<void> {
  const batches = readRows(dumpFile(run, file), constants.stackexchange_import.batch_size);
  return importRows(run, step, batches, kind, write, options);
}
