import type { Kysely } from 'kysely';
import type { QuorumConfig } from './config/config.ts';
import type { DatabaseEngine } from './db/engine.ts';
import type { Database } from './db/schema.ts';
import type { SwitchableDatabase } from './db/switchable-database.ts';
import type { Translator } from './i18n/translator.ts';
import type { BackupJobs } from './modules/backup/backup-job.ts';
import type { CaptchaService } from './modules/captcha/service.ts';
import type { DatabaseAvailability } from './modules/health/database-availability.ts';
import type { InstallGate } from './modules/install/install-gate.ts';
import type { PluginHost } from './plugins/host.ts';
import type { SearchPlugins } from './plugins/search/registry.ts';
import type { UserPluginConfigs } from './plugins/user-configs.ts';

/** The long-lived parts of the app that handlers and services use; built once in app.ts. */
export interface Services {
  /** the current database; read per use, as installation may switch it (see `database`) */
  readonly db: Kysely<Database>;
  readonly engine: DatabaseEngine;
  database: SwitchableDatabase;
  config: QuorumConfig;
  translator: Translator;
  plugins: PluginHost;
  /** the captcha strategy and the enabled captcha plugin (modules/captcha) */
  captcha: CaptchaService;
  /** the search plugins and the active one (plugins/search) */
  search: SearchPlugins;
  /** each person's settings of the plugins that have them */
  userPluginConfigs: UserPluginConfigs;
  /** whether the site is installed yet (modules/install) */
  installGate: InstallGate;
  /** the backups this process makes, one at a time (the admin's backups page, the daily job) */
  backups: BackupJobs;
  /** whether the database can be reached now (modules/health) */
  databaseAvailability: DatabaseAvailability;
  /** the product version, from package.json */
  version: string;
}
