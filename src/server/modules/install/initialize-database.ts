import { stringify } from 'yaml';
import { writeConfigFile } from '../../config/write-config-file.ts';
import type { QuorumDatabase } from '../../db/connect.ts';
import { migrateToLatest } from '../../db/migrate.ts';
import { AppError } from '../../http/app-error.ts';
import type { Services } from '../../services.ts';
import { configuredDatabaseUrl } from './configuration.ts';
import { openIfAnswering } from './database-probe.ts';
import { type DatabaseForm, databaseUrlOf } from './database-url.ts';
import { assertNotInstalled } from './install-state.ts';

export function connectionFailed(): AppError {
  return AppError.badRequest('error.database.connection_failed', 'alert');
}

/** Install step 2's check: whether the described database answers. */
export async function checkDatabase(services: Services, form: DatabaseForm): Promise<{ connection_success: true }> {
  await assertNotInstalled(services);
  const database = await openIfAnswering(databaseUrlOf(form, services.config.dataDir));
  if (!database) throw connectionFailed();
  await database.close();
  return { connection_success: true };
}

/**
 * Install step 3: creates the tables in the chosen database, records it in config.yaml and moves the
 * running app onto it. When config.yaml cannot be written the answer carries its text, so the person
 * installing can create the file by hand; the app then adopts it on the next configuration check.
 */
export async function initializeDatabase(services: Services, form: DatabaseForm): Promise<void> {
  await assertNotInstalled(services);
  const { dataDir } = services.config;
  if (configuredDatabaseUrl(dataDir) !== undefined)
    throw AppError.badRequest('error.install.already_configured', 'alert');
  const url = databaseUrlOf(form, dataDir);
  const database = await openIfAnswering(url, { sqliteSynchronous: services.config.database.sqliteSynchronous });
  if (!database) throw connectionFailed();
  try {
    await migrateToLatest(database.db);
    await writeDatabaseConfig(dataDir, url);
  } catch (error) {
    await database.close();
    throw error;
  }
  await services.database.switchTo(database, url);
}

async function writeDatabaseConfig(dataDir: string, url: string): Promise<void> {
  const changes = { database: { url } };
  try {
    await writeConfigFile(dataDir, changes);
  } catch {
    throw new AppError(400, 'error.install.create_config_failed', {
      err_type: 'alert',
      create_config_failed: true,
      default_config: stringify(changes),
    });
  }
}

/** Moves the app onto `url` after creating any missing tables; false when that database does not answer. */
export async function adoptDatabase(services: Services, url: string): Promise<{ connected: boolean; tables: boolean }> {
  const database: QuorumDatabase | null = await openIfAnswering(url, {
    sqliteSynchronous: services.config.database.sqliteSynchronous,
  });
  if (!database) return { connected: false, tables: false };
  try {
    await migrateToLatest(database.db);
  } catch {
    await database.close();
    return { connected: true, tables: false };
  }
  await services.database.switchTo(database, url);
  return { connected: true, tables: true };
}
