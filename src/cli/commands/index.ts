import type { CliCommand } from '../command.ts';
import { backupCommand } from './backup.ts';
import { checkCommand } from './check.ts';
import { importCommand } from './import.ts';
import { initCommand } from './init.ts';
import { migrateCommand } from './migrate.ts';
import { reindexCommand } from './reindex.ts';
import { restoreCommand } from './restore.ts';
import { startCommand } from './start.ts';

/** Every `quorum` command, in the order `quorum --help` lists them. */
export const commands: CliCommand[] = [
  initCommand,
  startCommand,
  backupCommand,
  restoreCommand,
  migrateCommand,
  importCommand,
  reindexCommand,
  checkCommand,
];
