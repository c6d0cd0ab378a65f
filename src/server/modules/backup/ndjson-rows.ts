import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import type { CellValue, Row } from './table-digest.ts';

const PAGE_ROWS = 500;

/** Reads a table file of a backup (one JSON array per line) back into rows, page by page. */
export async function* ndjsonPages(file: string, table: string, columns: string[]): AsyncGenerator<Row[]> {
  let page: Row[] = [];
  let lineNumber = 0;
  for await (const line of createInterface({ input: createReadStream(file), crlfDelay: Infinity })) {
    lineNumber += 1;
    if (line === '') continue;
    page.push(rowOf(line, columns, `${table} line ${lineNumber}`));
    if (page.length === PAGE_ROWS) {
      yield page;
      page = [];
    }
  }
  if (page.length > 0) yield page;
}

function rowOf(line: string, columns: string[], where: string): Row {
  let values: unknown;
  try {
    values = JSON.parse(line);
  } catch {
    throw new Error(`The backup is damaged: ${where} is not JSON`);
  }
  if (!Array.isArray(values) || values.length !== columns.length || !values.every(isCell))
    throw new Error(`The backup is damaged: ${where} does not hold ${columns.length} plain values`);
  return Object.fromEntries(columns.map((column, index) => [column, values[index] as CellValue]));
}

function isCell(value: unknown): value is CellValue {
  return value === null || typeof value === 'string' || typeof value === 'number';
}
