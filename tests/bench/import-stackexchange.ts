// `npx tsx tests/bench/import-stackexchange.ts [--folder <dump>] [--engines sqlite,postgres,mysql]`: how long
// `quorum import stackexchange` takes on each engine. For each it makes a fresh scratch database (SQLite in a
// temporary file; PostgreSQL and MySQL from TEST_PG_URL and TEST_MYSQL_URL), migrates it, imports the dump
// twice and prints the seconds of each run and of each step of the first; the second run has nothing to write.
import { parseArgs } from 'node:util';
import { createDatabase } from '../../src/server/db/connect.ts';
import { migrateToLatest } from '../../src/server/db/migrate.ts';
import { importStackExchange } from '../../src/server/modules/import/import-stackexchange.ts';
import type { ImportStep } from '../../src/server/modules/import/import-run.ts';
import { createScratchDatabase, testEngines } from '../api/support/databases.ts';

const { values } = parseArgs({
  options: {
    folder: { type: 'string', default: '/work/shared/data/stackexchange/quantumcomputing' },
    engines: { type: 'string', default: 'sqlite,postgres,mysql' },
  },
});
const wanted = new Set(values.engines.split(','));

const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);

for (const engine of testEngines().filter((candidate) => wanted.has(candidate.name))) {
  const scratch = await createScratchDatabase(engine);
  const database = createDatabase(scratch.url);
  try {
    await migrateToLatest(database.db);
    const steps = new Map<ImportStep, number>();
    let current: ImportStep | null = null;
    let stepStart = performance.now();
    const first = performance.now();
    await importStackExchange(database.db, values.folder, {
      onProgress: ({ step }) => {
        if (step === current) return;
        if (current) steps.set(current, performance.now() - stepStart);
        current = step;
        stepStart = performance.now();
      },
    });
    if (current) steps.set(current, performance.now() - stepStart);
    const firstRun = seconds(first);
    const second = performance.now();
    await importStackExchange(database.db, values.folder);
    const perStep = [...steps].map(([step, ms]) => `${step} ${(ms / 1000).toFixed(1)}`).join(', ');
    console.log(`${engine.name}: first run ${firstRun} s (${perStep}); second run ${seconds(second)} s`);
  } finally {
    await database.close();
    await scratch.drop();
  }
}
