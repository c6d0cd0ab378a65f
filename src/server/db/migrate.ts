import { Migrator } from 'kysely';
import { migrations } from './migrations/index.ts';
import type { UntypedDatabase } from './untyped.ts';

/**
 * Applies the migrations not yet applied and returns their names. Kysely's migration lock lets several
 * app processes start at once. MySQL cannot roll back DDL, so there a failed migration may leave part of
 * its changes behind.
 */
export async function migrateToLatest(db: UntypedDatabase): Promise<string[]> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error !== undefined) {
    const failed = results.find((result) => result.status === 'Error')?.migrationName;
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(
      failed === undefined ? `Database migration failed: ${reason}` : `Database migration ${failed} failed: ${reason}`,
      { cause: error },
    );
  }
  return results.filter((result) => result.status === 'Success').map((result) => result.migrationName);
}
