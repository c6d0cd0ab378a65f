import { pino } from 'pino';
import { buildApp } from '../../server/app.ts';
import { migrateToLatest } from '../../server/db/migrate.ts';
import { SwitchableDatabase } from '../../server/db/switchable-database.ts';
import { autoInstall } from '../../server/modules/install/auto-install.ts';
import type { CliCommand } from '../command.ts';
import { parseOptions } from '../parse-options.ts';
import { withSiteDatabase } from '../site-database.ts';

/** Each option and the AUTO_INSTALL variable it stands for (README, "Installing"). */
const VARIABLES = {
  'db-type': 'DB_TYPE',
  'db-file': 'DB_FILE',
  'db-host': 'DB_HOST',
  'db-name': 'DB_NAME',
  'db-username': 'DB_USERNAME',
  'db-password': 'DB_PASSWORD',
  language: 'LANGUAGE',
  'site-name': 'SITE_NAME',
  'site-url': 'SITE_URL',
  'contact-email': 'CONTACT_EMAIL',
  'admin-name': 'ADMIN_NAME',
  'admin-password': 'ADMIN_PASSWORD',
  'admin-email': 'ADMIN_EMAIL',
} as const;

type OptionName = keyof typeof VARIABLES;

export const initCommand: CliCommand = {
  usage: `Usage: quorum init --site-name <name> --site-url <url> --contact-email <email>
                   --admin-name <name> --admin-password <password> --admin-email <email>
                   [--db-type sqlite3|postgres|mysql] [--db-file <file>] [--db-host <host:port>]
                   [--db-name <name>] [--db-username <user>] [--db-password <password>]
                   [--language <code>]

Runs the install wizard's own calls with these values: the same rules and messages (in --language),
all values checked before anything is written. Without --db-type the configured database is used
(config.yaml or DATABASE_URL), else the SQLite file in the data folder. Each option may come from its
environment variable instead (DB_TYPE, SITE_NAME, ADMIN_PASSWORD, ...). An installed site is left as is.

Options:
  -h, --help   this text`,
  async run(args) {
    const options = Object.fromEntries(Object.keys(VARIABLES).map((name) => [name, { type: 'string' as const }]));
    const { values } = parseOptions(args, options);
    const env: Record<string, string | undefined> = { ...process.env };
    for (const [option, variable] of Object.entries(VARIABLES)) {
      const value = values[option as OptionName];
      if (typeof value === 'string') env[variable] = value;
    }
    const outcome = await withSiteDatabase(async (opened, config) => {
      const database = new SwitchableDatabase(opened, config.database.url);
      await migrateToLatest(database.db);
      const app = await buildApp({ config, database, logger: pino({ level: 'warn' }) });
      try {
        return await autoInstall(app, env);
      } finally {
        await app.close();
      }
    });
    console.log(
      outcome === 'installed' ? 'The site is installed.' : 'The site was already installed; nothing changed.',
    );
    return 0;
  },
};
