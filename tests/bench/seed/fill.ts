import { afterBulkLoad } from '../../../src/server/db/after-bulk-load.ts';
import { createDatabase } from '../../../src/server/db/connect.ts';
import { migrateToLatest } from '../../../src/server/db/migrate.ts';
import { FULL_SIZE, seedDatabase, type SeedSize } from './seed.ts';

/** FULL_SIZE times a share in (0, 1], each count at least one, so every kind of row is there. */
export function scaledSize(scale: number): SeedSize {
  if (!(scale > 0 && scale <= 1)) throw new Error('the scale must be a number in (0, 1]');
  return Object.fromEntries(
    Object.entries(FULL_SIZE).map(([key, count]) => [key, Math.max(1, Math.round(count * scale))]),
  ) as unknown as SeedSize;
}

/** Migrates an empty database, seeds it with a progress display, and returns how many seconds that took. */
export async function fillDatabase(url: string, size: SeedSize): Promise<number> {
  const database = createDatabase(url);
  try {
    await migrateToLatest(database.db);
    const started = Date.now();
    await seedDatabase(database.db, size, { progress: true });
    await afterBulkLoad(database.db);
    return (Date.now() - started) / 1000;
  } finally {
    await database.close();
  }
}
