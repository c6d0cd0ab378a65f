// Fills a database for the benchmark: `npm run bench:seed -- [--url <database url>] [--scale <0..1>]`.
// The default is an SQLite file at .tmp/bench/quorum.db with the full size of issue 5.
import { mkdirSync, rmSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { fillDatabase, scaledSize } from './seed/fill.ts';

export const DEFAULT_BENCH_FILE = resolve('.tmp/bench/quorum.db');

const { values } = parseArgs({ options: { url: { type: 'string' }, scale: { type: 'string', default: '1' } } });
const size = scaledSize(Number(values.scale));

let url = values.url;
if (!url) {
  // A fresh file each time: seeding needs an empty database.
  mkdirSync(dirname(DEFAULT_BENCH_FILE), { recursive: true });
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${DEFAULT_BENCH_FILE}${suffix}`, { force: true });
  url = `sqlite:${DEFAULT_BENCH_FILE}`;
}
const seconds = await fillDatabase(url, size);
process.stderr.write(`seeded ${JSON.stringify(size)} in ${seconds.toFixed(1)} s\n`);
