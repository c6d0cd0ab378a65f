import { resolve } from 'node:path';
import { loadConfig } from '../../server/config/load-config.ts';
import { redactUrl } from '../../server/db/database-url.ts';
import { BackupArchiveError } from '../../server/modules/backup/backup-archive-error.ts';
import { restoreBackup } from '../../server/modules/backup/restore-backup.ts';
import { InputError, UsageError } from '../cli-error.ts';
import type { CliCommand } from '../command.ts';
import { parseOptions } from '../parse-options.ts';
import { progressBar } from '../progress-bar.ts';
import { withDatabase } from '../site-database.ts';
import { switchSiteDatabase } from '../switch-database.ts';

export const restoreCommand: CliCommand = {
  usage: `Usage: quorum restore <archive.tar.gz> [--to <database url>]

Checks the archive against its manifest, creates the tables, inserts every row with its id, verifies
each table (row count and checksum), sets the id sequences, rebuilds the search index and puts the
uploaded files into the data folder. The database must be empty: nothing is ever overwritten.

Options:
  --to <url>   restore into this database (sqlite:<file>, postgres://…, mysql://…) and record it in
               config.yaml; by default the site's configured database
  -h, --help   this text`,
  async run(args) {
    const { values, positionals } = parseOptions(args, { to: { type: 'string' } }, 1);
    const archive = positionals[0];
    if (archive === undefined) throw new UsageError('Name the archive to restore');
    const config = loadConfig();
    const url = values.to?.trim() || config.database.url;
    const bar = progressBar('restore');
    const manifest = await withDatabase(url, (database) =>
      restoreBackup(database, config.dataDir, resolve(archive), bar.progress).finally(bar.finish),
    ).catch((error: unknown) => {
      throw error instanceof BackupArchiveError ? new InputError(error.message, { cause: error }) : error;
    });
    const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
    console.log(
      `Restored ${manifest.tables.length} tables (${rows} rows, every table verified) and ` +
        `${manifest.uploads.length} uploaded files into ${redactUrl(url)}.`,
    );
    if (values.to) await switchSiteDatabase(config.dataDir, url);
    return 0;
  },
};
