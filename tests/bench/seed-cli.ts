// Fills a database for the benchmark: `npm run bench:seed -- [--url <database url>] [--scale <0..1>]`.
// The default is an SQLite file at .tmp/bench/quorum.db with the full size of issue 5.
import { mkdirSync, rmSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { afterBulkLoad } from '../../src/server/db/after-bulk-load.ts';
import { createDatabase } from '../../src/server/db/connect.ts';
import { migrateToLatest } from '../../src/server/db/migrate.ts';
import { FULL_SIZE, seedDatabase, type SeedSize } from './seed/seed.ts';

export const DEFAULT_BENCH_FILE = resolve('.tmp/bench/quorum.db');

const { values } = parseArgs({ options: { url: { type: 'string' }, scale: { type: 'string', default: '1' } } });
const scale = Number(values.scale);
if (!(scale > 0 && scale <= 1)) throw new Error('--scale must be a number in (0, 1]');
const size = Object.fromEntries(
  Object.entries(FULL_SIZE).map(([key, count]) => [key, Math.max(1, Math.round(count * scale))]),
) as unknown as SeedSize;

let url = values.url;
if (!url) {
  // A fresh file each time: seeding needs an empty database.
  mkdirSync(dirname(DEFAULT_BENCH_FILE), { recursive: true });
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${DEFAULT_BENCH_FILE}${suffix}`, { force: true });
  url = `sqlite:${DEFAULT_BENCH_FILE}`;
}
const database = createDatabase(url);
try {
  await migrateToLatest(database.db);
  const started = Date.now();
  await seedDatabase(database.db, size, { progress: true });
  await afterBulkLoad(database.db);
  process.stderr.write(`seeded ${JSON.stringify(size)} in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
} finally {
  await database.close();
}
