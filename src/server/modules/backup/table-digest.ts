import { createHash } from 'node:crypto';

export type CellValue = string | number | null;
export type Row = Record<string, CellValue>;

const MODULUS = 1n << 128n;

/**
 * A table's rows as a count and an order-free checksum: the sum of every row's hash, so the source can be
 * read in its own order and the copy in another. Every engine reads a row back with the same JS values
 * (BIGINT as decimal strings, smaller integers as numbers), so equal rows hash equal on any engine.
 */
export class TableDigest {
  rows = 0;
  #sum = 0n;
  readonly #columns: string[];

  constructor(columns: string[]) {
    this.#columns = columns;
  }

  add(row: Row): void {
    const line = JSON.stringify(this.#columns.map((column) => canonicalCell(row[column])));
    const hash = createHash('sha256').update(line).digest();
    this.#sum = (this.#sum + hash.readBigUInt64BE(0) * (1n << 64n) + hash.readBigUInt64BE(8)) % MODULUS;
    this.rows += 1;
  }

  get checksum(): string {
    return this.#sum.toString(16).padStart(32, '0');
  }
}

/**
 * A number and its decimal string count as the same value: a column holds one kind, except that SQLite
 * reads an INTEGER past 2^53 as a string where the other engines read a number.
 */
function canonicalCell(value: CellValue | undefined): string | null {
  return value === null || value === undefined ? null : String(value);
}
