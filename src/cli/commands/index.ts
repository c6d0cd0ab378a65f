import type { CliCommandEntry } from '../command.ts';

/** Every `quorum` command, in the order `quorum --help` lists them. */
export const commands: CliCommandEntry[] = [
  {
    name: 'init',
    summary: 'install a new site headlessly (the install wizard’s checks and steps)',
    load: async () => (await import('./init.ts')).initCommand,
  },
  {
    name: 'start',
    summary: 'build what changed, then run the site (migrations, then the server), as npm start does',
    load: async () => (await import('./start.ts')).startCommand,
  },
  {
    name: 'backup',
    summary: 'write one consistent archive of the database and the uploaded files',
    load: async () => (await import('./backup.ts')).backupCommand,
  },
  {
    name: 'restore',
    summary: 'restore a backup archive into an empty database of any engine',
    load: async () => (await import('./restore.ts')).restoreCommand,
  },
  {
    name: 'migrate',
    summary: 'copy the site to another database engine and switch to it once verified',
    load: async () => (await import('./migrate.ts')).migrateCommand,
  },
  {
    name: 'import',
    summary: 'import a Stack Exchange data dump',
    load: async () => (await import('./import.ts')).importCommand,
  },
  {
    name: 'reindex',
    summary: 'rebuild the search index from every question and answer',
    load: async () => (await import('./reindex.ts')).reindexCommand,
  },
  {
    name: 'check',
    summary: 'check the data: counters against rows, orphaned rows, the search index in step',
    load: async () => (await import('./check.ts')).checkCommand,
  },
];
