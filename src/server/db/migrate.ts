import { type MigrationResultSet, Migrator } from 'kysely';
import { migrations } from './migrations/index.ts';
import type { UntypedDatabase } from './untyped.ts';

function migratorOf(db: UntypedDatabase): Migrator {
  return new Migrator({ db, provider: { getMigrations: async () => migrations } });
}

/**
 * Applies the migrations not yet applied and returns their names. Kysely's migration lock lets several
 * app processes start at once. MySQL cannot roll back DDL, so there a failed migration may leave part of
 * its changes behind.
 */
export async function migrateToLatest(db: UntypedDatabase): Promise<string[]> {
  return appliedOrThrow(await migratorOf(db).migrateToLatest());
}

/** Applies the migrations up to `name` (a restore loads rows at the level they were saved at). */
export async function migrateUpTo(db: UntypedDatabase, name: string): Promise<string[]> {
  if (!(name in migrations))
    throw new Error(`Unknown schema version ${name}: this Quorum does not have that migration`);
  return appliedOrThrow(await migratorOf(db).migrateTo(name));
}

/** The name of the last migration applied, '' on a database without any. */
export async function schemaVersion(db: UntypedDatabase): Promise<string> {
  const known = await migratorOf(db).getMigrations();
  return known.filter((migration) => migration.executedAt !== undefined).at(-1)?.name ?? '';
}

function appliedOrThrow({ error, results = [] }: MigrationResultSet): string[] {
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
