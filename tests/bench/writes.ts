// `npm run bench:writes -- [--seconds 5] [--dir .tmp/bench-writes]`: what SQLite's synchronous=FULL (the default)
// costs against NORMAL. For each level it opens a fresh database file through the server's own connection code
// (WAL, the same pragmas), creates the schema, and commits writes one after another for the given seconds: single
// rows, and transactions of five rows (a post with its activity, counters and the like). Prints commits per second.
// Keep --dir on the disk the site will use: on a RAM disk (tmpfs) syncing costs nothing and the levels look alike.
import { mkdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type { SqliteSynchronous } from '../../src/server/config/config.ts';
import { createDatabase, type QuorumDatabase } from '../../src/server/db/connect.ts';
import { migrateToLatest } from '../../src/server/db/migrate.ts';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '5' },
    dir: { type: 'string', default: resolve('.tmp/bench-writes') },
  },
});
const seconds = Number(values.seconds);
const levels: SqliteSynchronous[] = ['NORMAL', 'FULL'];
const ROWS_PER_TRANSACTION = 5;

interface Scenario {
  name: string;
  /** one commit */
  write(database: QuorumDatabase, serial: number): Promise<void>;
}

const metaRow = (serial: number) => ({
  object_id: String(serial),
  meta_key: 'bench.write',
  value: '{"bench":true}',
  created_at: serial,
  updated_at: serial,
});

const scenarios: Scenario[] = [
  {
    name: 'one-row commits',
    write: async ({ db }, serial) => void (await db.insertInto('meta').values(metaRow(serial)).execute()),
  },
  {
    name: `${ROWS_PER_TRANSACTION}-row transactions`,
    write: ({ db }, serial) =>
      db.transaction().execute(async (trx) => {
        for (let row = 0; row < ROWS_PER_TRANSACTION; row += 1)
          await trx
            .insertInto('meta')
            .values(metaRow(serial * ROWS_PER_TRANSACTION + row))
            .execute();
      }),
  },
];

/** Commits per second of one scenario on a fresh file at one level. */
async function commitsPerSecond(level: SqliteSynchronous, scenario: Scenario, index: number): Promise<number> {
  const database = createDatabase(`sqlite:${join(values.dir, `${level}-${index}.db`)}`, { sqliteSynchronous: level });
  try {
    await migrateToLatest(database.db);
    const until = performance.now() + seconds * 1000;
    const started = performance.now();
    let commits = 0;
    while (performance.now() < until) await scenario.write(database, (commits += 1));
    return commits / ((performance.now() - started) / 1000);
  } finally {
    await database.close();
  }
}

if (!Number.isFinite(seconds) || seconds <= 0) throw new Error('--seconds must be a positive number');
rmSync(values.dir, { recursive: true, force: true });
mkdirSync(values.dir, { recursive: true });
try {
  console.log(`SQLite commits per second, ${seconds} s each, files in ${values.dir}`);
  for (const [index, scenario] of scenarios.entries()) {
    const rates = new Map<SqliteSynchronous, number>();
    for (const level of levels) rates.set(level, await commitsPerSecond(level, scenario, index));
    const normal = rates.get('NORMAL')!;
    const full = rates.get('FULL')!;
    console.log(
      `${scenario.name.padEnd(22)} NORMAL ${normal.toFixed(0).padStart(7)}/s   FULL ${full.toFixed(0).padStart(7)}/s   FULL costs ${((1 - full / normal) * 100).toFixed(0)}%`,
    );
  }
} finally {
  rmSync(values.dir, { recursive: true, force: true });
}
