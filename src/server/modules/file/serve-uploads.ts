import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { constants } from '../../../../generated/constants.ts';
import { AppError } from '../../http/app-error.ts';
import { requestCaller } from '../../http/request-caller.ts';
import type { Services } from '../../services.ts';
import { isLoginRequired } from '../../settings/site-settings.ts';
import { imageTypeOfExtension } from './image-type.ts';
import { isStoredName, uploadsDirectory } from './upload-store.ts';

async function sendUpload(reply: FastifyReply, directory: string, name: string, visibility: 'public' | 'private') {
  const type = isStoredName(name) ? imageTypeOfExtension(name.slice(name.lastIndexOf('.') + 1)) : null;
  const path = join(directory, name);
  const file = type ? await stat(path).catch(() => null) : null;
  if (!type || !file?.isFile()) throw AppError.notFound();
  return (
    reply
      .header('Cache-Control', `${visibility}, max-age=${constants.upload.cache_max_age_seconds}, immutable`)
      .header('X-Content-Type-Options', 'nosniff')
      .type(type.mime)
      // sent whole (uploads are a few MB at most): a file stream left its keep-alive connection busy
      // after the response, which stalled the server's close
      .send(await readFile(path))
  );
}

/**
 * Serves stored uploads; their names are random and never reused, so browsers may keep them. On a
 * login-required site the images of posts and profiles are for signed-in people only (and no shared
 * cache may keep them); the public sources (the branding shown on the sign-in page) stay open.
 */
export function serveUploads(app: FastifyInstance, services: Services): void {
  app.get<{ Params: { name: string } }>(`${constants.upload.url_path}/:name`, async (request, reply) => {
    const privateSite = await isLoginRequired(services.db);
    if (privateSite && !(await requestCaller(request, services.db, 'any-read')).user) throw AppError.unauthorized();
    return sendUpload(
      reply,
      uploadsDirectory(services.config.dataDir),
      request.params.name,
      privateSite ? 'private' : 'public',
    );
  });
  for (const source of constants.upload.public_sources) {
    app.get<{ Params: { name: string } }>(`${constants.upload.url_path}/${source}/:name`, async (request, reply) =>
      sendUpload(reply, uploadsDirectory(services.config.dataDir, source), request.params.name, 'public'),
    );
  }
}
