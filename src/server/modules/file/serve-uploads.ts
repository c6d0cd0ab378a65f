import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { constants } from '../../../../generated/constants.ts';
import { AppError } from '../../http/app-error.ts';
import { imageTypeOfExtension } from './image-type.ts';
import { isStoredName, uploadsDirectory } from './upload-store.ts';

/** Serves stored uploads; their names are random and never reused, so browsers may keep them. */
export function serveUploads(app: FastifyInstance, dataDir: string): void {
  app.get<{ Params: { name: string } }>(`${constants.upload.url_path}/:name`, async (request, reply) => {
    const { name } = request.params;
    const type = isStoredName(name) ? imageTypeOfExtension(name.slice(name.lastIndexOf('.') + 1)) : null;
    const path = join(uploadsDirectory(dataDir), name);
    const file = type ? await stat(path).catch(() => null) : null;
    if (!type || !file?.isFile()) throw AppError.notFound();
    return reply
      .header('Cache-Control', `public, max-age=${constants.upload.cache_max_age_seconds}, immutable`)
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Length', file.size)
      .type(type.mime)
      .send(createReadStream(path));
  });
}
