import { redactUrl } from '../../server/db/database-url.ts';
import { copySite } from '../../server/modules/backup/migrate-site.ts';
import type { CliCommand } from '../command.ts';
import { parseOptions, required } from '../parse-options.ts';
import { progressBar } from '../progress-bar.ts';
import { usableDatabaseUrl, withDatabase, withSiteDatabase } from '../site-database.ts';
import { switchSiteDatabase } from '../switch-database.ts';

export const migrateCommand: CliCommand = {
  usage: `Usage: quorum migrate --to <database url>

Copies every table from the site's database into the empty database at <url> (SQLite, PostgreSQL or
MySQL/MariaDB, either way), ids kept, from one snapshot of the source. Each table's row count and
checksum are compared; only when all match is config.yaml switched to the new database. Stop the site
first, or writes made during the copy stay behind in the old database.

Options:
  --to <url>   the target: sqlite:<file>, postgres://user:pass@host/db, mysql://user:pass@host/db
  -h, --help   this text`,
  async run(args) {
    const { values } = parseOptions(args, { to: { type: 'string' } });
    const url = usableDatabaseUrl(required(values.to, 'to'));
    return withSiteDatabase(async (source, config) => {
      if (url === config.database.url) throw new Error('The target is the site’s own database');
      const bar = progressBar('migrate');
      const tables = await withDatabase(url, (target) => copySite(source, target, bar.progress), config).finally(
        bar.finish,
      );
      const rows = tables.reduce((sum, table) => sum + table.rows, 0);
      console.log(`Copied and verified ${tables.length} tables (${rows} rows) into ${redactUrl(url)}.`);
      await switchSiteDatabase(config.dataDir, url);
      return 0;
    });
  },
};
