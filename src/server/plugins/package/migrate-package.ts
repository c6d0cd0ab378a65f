import { Migrator } from 'kysely';
import type { UntypedDatabase } from '../../db/untyped.ts';
import type { LoadedPackage } from './load-packages.ts';

/**
 * Runs a plugin's own migrations, recorded in tables of its own so its names never meet the site's or
 * another plugin's. A failure stops the start, as a failed site migration does.
 */
export async function migratePackage(db: UntypedDatabase, { descriptor, server }: LoadedPackage): Promise<void> {
  if (!server.migrations) return;
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => server.migrations! },
    migrationTableName: `plugin_${descriptor.slug_name}_migration`,
    migrationLockTableName: `plugin_${descriptor.slug_name}_migration_lock`,
  });
  const { error } = await migrator.migrateToLatest();
  if (error !== undefined) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Migration of plugin ${descriptor.slug_name} failed: ${reason}`, { cause: error });
  }
}
