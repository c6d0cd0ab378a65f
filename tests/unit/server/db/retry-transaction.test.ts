import { describe, expect, it } from 'vitest';
import { createDatabase } from '../../../../src/server/db/connect.ts';
import { migrateToLatest } from '../../../../src/server/db/migrate.ts';
import { readSettings, writeSetting } from '../../../../src/server/db/settings-store.ts';
import { transactionWithRetry } from '../../../../src/server/db/retry-transaction.ts';
import { createScratchDatabase, testEngines } from '../../../api/support/databases.ts';
import { useScratchDatabase } from './scratch-database.ts';

/** The error each engine's driver gives the victim of a deadlock. */
const deadlockCode = { sqlite: 'SQLITE_BUSY', postgres: '40P01', mysql: 'ER_LOCK_DEADLOCK' } as const;

describe.each(testEngines())('transactions that the database may pick as deadlock victims, on $name', (engine) => {
  const database = useScratchDatabase(engine);

  it('runs the work again after a deadlock, and only the attempt that commits leaves anything behind', async () => {
    const { db } = database();
    await migrateToLatest(db);
    let attempts = 0;
    const result = await transactionWithRetry(db, async (trx) => {
      attempts += 1;
      await writeSetting(trx, 'retry_probe', { attempt: attempts });
      if (attempts === 1) throw Object.assign(new Error('deadlock'), { code: deadlockCode[engine.name] });
      return 'committed';
    });
    expect(result).toBe('committed');
    expect(attempts).toBe(2);
    expect((await readSettings(db)).retry_probe).toEqual({ attempt: 2 });
  });

  it('does not run the work again for any other failure', async () => {
    const { db } = database();
    await migrateToLatest(db);
    let attempts = 0;
    await expect(
      transactionWithRetry(db, async (trx) => {
        attempts += 1;
        await writeSetting(trx, 'refused_probe', {});
        throw new Error('a business refusal');
      }),
    ).rejects.toThrow('a business refusal');
    expect(attempts).toBe(1);
    expect((await readSettings(db)).refused_probe).toBeUndefined();
  });
});

describe('a SQLite transaction that read before another process wrote', () => {
  it('runs again when its write meets the newer snapshot (SQLITE_BUSY_SNAPSHOT), rather than failing the caller', async () => {
    const scratch = await createScratchDatabase({ name: 'sqlite', url: 'sqlite::memory:' });
    // two connections to one file: the server and the CLI beside it
    const server = createDatabase(scratch.url);
    const cli = createDatabase(scratch.url);
    try {
      await migrateToLatest(server.db);
      await writeSetting(server.db, 'snapshot_probe', { writer: 'nobody' });
      let attempts = 0;
      await transactionWithRetry(cli.db, async (trx) => {
        attempts += 1;
        await readSettings(trx);
        if (attempts === 1) await writeSetting(server.db, 'snapshot_probe', { writer: 'server' });
        await writeSetting(trx, 'snapshot_probe', { writer: 'cli', attempts });
      });
      expect(attempts).toBe(2);
      expect((await readSettings(server.db)).snapshot_probe).toEqual({ writer: 'cli', attempts: 2 });
    } finally {
      await cli.close();
      await server.close();
      await scratch.drop();
    }
  });
});
