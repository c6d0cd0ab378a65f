import type { Handlers } from '../../../../generated/operations.ts';
import type { HandlerContext } from '../../http/request-context.ts';
import { backupsDirectory, listBackups } from './backup-files.ts';

type BackupHandlers = Pick<Handlers<HandlerContext>, 'listAdminBackups' | 'createAdminBackup'>;

export const handlers: BackupHandlers = {
  listAdminBackups: async (_request, { services }) => ({
    list: await listBackups(backupsDirectory(services.config.dataDir)),
    job: services.backups.state(),
  }),

  // the page polls the list for progress, so the archive is written after this answers
  createAdminBackup: async (_request, { services }) => services.backups.start().state,
};
