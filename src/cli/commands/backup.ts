import { resolve } from 'node:path';
import { backupsDirectory, newBackupPath } from '../../server/modules/backup/backup-files.ts';
import { writeBackup } from '../../server/modules/backup/write-backup.ts';
import type { CliCommand } from '../command.ts';
import { parseOptions } from '../parse-options.ts';
import { progressBar } from '../progress-bar.ts';
import { withSiteDatabase } from '../site-database.ts';

export const backupCommand: CliCommand = {
  usage: `Usage: quorum backup [--output <file.tar.gz>]

Writes a tar.gz archive of every table (one snapshot, so a running site gives a consistent copy) and
the uploaded files, in a format any engine can restore ("quorum restore").

Options:
  -o, --output <file>  where to write it (default: <data dir>/backups/quorum-backup-<time>.tar.gz)
  -h, --help           this text`,
  async run(args) {
    const { values } = parseOptions(args, { output: { type: 'string', short: 'o' } });
    return withSiteDatabase(async (database, config) => {
      const archive = values.output ? resolve(values.output) : newBackupPath(backupsDirectory(config.dataDir));
      const bar = progressBar('backup');
      const manifest = await writeBackup(database, config.dataDir, archive, bar.progress).finally(bar.finish);
      const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
      console.log(
        `Backup written to ${archive}: ${manifest.tables.length} tables, ${rows} rows, ` +
          `${manifest.uploads.length} uploaded files (schema ${manifest.schema_version}).`,
      );
      return 0;
    });
  },
};
