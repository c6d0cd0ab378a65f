import { createReadStream } from 'node:fs';
import { basename } from 'node:path';
import { SaxesParser } from 'saxes';
import { ImportError } from './import-error.ts';

/** One `<row …/>` of a dump file: its attributes, decoded. */
export type SourceRow = Record<string, string>;

/**
 * Reads the `<row>` elements of a Stack Exchange dump file as a stream, handing them out in batches of
 * `batchSize`, so a dump of any size is read in bounded memory. Malformed XML rejects with the parser's
 * message (file, line and column).
 */
export async function* readRows(path: string, batchSize: number): AsyncGenerator<SourceRow[]> {
  const parser = new SaxesParser({ fileName: basename(path), position: true });
  let pending: SourceRow[] = [];
  parser.on('opentag', (tag) => {
    if (tag.name === 'row') pending.push(tag.attributes as SourceRow);
  });
  let first = true;
  for await (const chunk of createReadStream(path, { encoding: 'utf8' })) {
    const text = chunk as string;
    // the dumps start with a byte-order mark, which is no XML
    parse(path, () => parser.write(first ? text.replace(/^\uFEFF/, '') : text));
    first = false;
    while (pending.length >= batchSize) yield pending.splice(0, batchSize);
  }
  parse(path, () => parser.close());
  if (pending.length > 0) yield pending;
  pending = [];
}

/** Runs a parser step, telling a malformed file by its name and the parser's place and reason. */
function parse(path: string, step: () => unknown): void {
  try {
    step();
  } catch (error) {
    throw new ImportError('import.error.bad_xml', { file: basename(path), detail: (error as Error).message });
  }
}

/** Counts a file's rows without keeping them, for the progress bar's totals. */
export async function countRows(path: string): Promise<number> {
  let count = 0;
  for await (const batch of readRows(path, 1000)) count += batch.length;
  return count;
}
