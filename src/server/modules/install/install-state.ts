import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { readSettings } from '../../db/settings-store.ts';
import { AppError } from '../../http/app-error.ts';
import type { Services } from '../../services.ts';

/** The settings row that marks a site installed; written last, in the install transaction. */
export const INSTALL_ROW = 'install';

export async function isInstalled(db: Kysely<Database>): Promise<boolean> {
  return INSTALL_ROW in (await readSettings(db));
}

/**
 * Every /installation call answers only before installation. Afterwards, or when the database that
 * would tell cannot be read, it refuses with the alert the wizard shows.
 */
export async function assertNotInstalled(services: Services): Promise<void> {
  let installed: boolean;
  try {
    installed = await isInstalled(services.db);
  } catch {
    throw AppError.badRequest('error.database.connection_failed', 'alert');
  }
  if (installed) throw AppError.badRequest('error.install.already_installed', 'alert');
}
