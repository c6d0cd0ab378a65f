import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { constants } from '../../../../generated/constants.ts';
import { AppError } from '../../http/app-error.ts';
import { authorize } from '../../http/authorize.ts';
import { requestCaller } from '../../http/request-caller.ts';
import type { Services } from '../../services.ts';
import { isLoginRequired } from '../../settings/site-settings.ts';
import { backupsDirectory, isBackupName } from './backup-files.ts';

/**
 * Admins download an archive by name, streamed from the backups folder. The name must be one of ours
 * (constants.backup.name_pattern: no separators, no dots but the extension's), so no path from the
 * client reaches the file system; the file itself is looked up only after that.
 */
export function serveBackupDownloads(app: FastifyInstance, services: Services): void {
  const path = `${constants.admin_api_prefix}${constants.backup.download_path}/:name`;
  // already gzip: compressed again it would only cost time, and its length would no longer be the file's
  app.get(path, { compress: false }, async (request, reply) => {
    if (!(await services.installGate.isOpen())) throw AppError.notInstalled();
    // a plain link the browser follows (no web-app header): the cookie counts, as for any file read, since
    // reading changes nothing and another site's page cannot read what it would receive
    const caller = await requestCaller(request, services.db, 'any-read');
    await authorize({ level: 'admin', writes: false }, caller.user, () => isLoginRequired(services.db));
    const { name = '' } = request.params as { name?: string };
    if (!isBackupName(name)) throw AppError.badRequest('backup.error.bad_name');
    const file = join(backupsDirectory(services.config.dataDir), name);
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) throw AppError.notFound('backup.error.not_found');
    return reply
      .header('Content-Disposition', `attachment; filename="${name}"`)
      .header('Content-Length', info.size)
      .header('Cache-Control', 'no-store')
      .type('application/gzip')
      .send(createReadStream(file));
  });
}
