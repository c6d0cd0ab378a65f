import type { DataOf } from '../../../../generated/operations.ts';
import type { Services } from '../../services.ts';
import { configuredDatabaseUrl } from './configuration.ts';
import { answers } from './database-probe.ts';
import { adoptDatabase } from './initialize-database.ts';
import { assertNotInstalled } from './install-state.ts';

export type ConfigurationCheck = DataOf<'installConfigFileCheck'>;

/**
 * What the wizard shows first: whether a database is configured (config.yaml or DATABASE_URL), whether
 * it answers, and whether it holds the site's tables. A configuration the running app does not use yet
 * (a config.yaml created by hand) is adopted here. After installation this answers "already installed".
 */
export async function checkConfiguration(services: Services): Promise<ConfigurationCheck> {
  const url = configuredDatabaseUrl(services.config.dataDir);
  if (url === undefined) {
    await assertNotInstalled(services);
    return { config_file_exist: false, db_connection_success: false, db_table_exist: false };
  }
  if (url !== services.database.url) {
    const { connected, tables } = await adoptDatabase(services, url);
    if (!tables) return { config_file_exist: true, db_connection_success: connected, db_table_exist: false };
  } else if (!(await answers(services.db))) {
    return { config_file_exist: true, db_connection_success: false, db_table_exist: false };
  }
  await assertNotInstalled(services);
  return { config_file_exist: true, db_connection_success: true, db_table_exist: true };
}
