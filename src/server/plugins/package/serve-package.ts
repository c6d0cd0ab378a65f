import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { constants } from '../../../../generated/constants.ts';
import { authorize } from '../../http/authorize.ts';
import { envelope } from '../../http/envelope.ts';
import { requestCaller } from '../../http/request-caller.ts';
import type { SessionUser } from '../../http/request-context.ts';
import type { Services } from '../../services.ts';
import type { Translator } from '../../i18n/translator.ts';
import { isLoginRequired } from '../../settings/site-settings.ts';
import type { LoadedPackage } from './load-packages.ts';
import { webPartPath } from './to-descriptor.ts';

/**
 * A plugin's own calls, below /answer/api/v1/plugins/{slug}: while the plugin is off they answer 404
 * as if they did not exist; the caller is checked as x-auth checks an operation's.
 */
function serveOperations(app: FastifyInstance, services: Services, translator: Translator, loaded: LoadedPackage) {
  const slug = loaded.descriptor.slug_name;
  const callers = new WeakMap<FastifyRequest, SessionUser | null>();
  for (const operation of loaded.server.operations ?? []) {
    app.route({
      method: operation.method,
      url: `${constants.plugin_packages.api_path}/${slug}${operation.path}`,
      preValidation: async (request) => {
        await services.plugins.enabledPlugin(services.db, slug);
        const { user } = await requestCaller(request, services.db, 'web-app');
        await authorize({ level: operation.auth, writes: operation.method !== 'GET' }, user, () =>
          isLoginRequired(services.db),
        );
        callers.set(request, user);
      },
      handler: async (request) => {
        const data = await operation.handle({
          query: request.query as Record<string, unknown>,
          body: request.body,
          user: callers.get(request) ?? null,
          db: services.db,
          config: await services.plugins.configValues(services.db, slug),
        });
        const t = translator.forLanguage(translator.pick(request.headers['accept-language']));
        return envelope(200, 'base.success', t('base.success'), data ?? null);
      },
    });
  }
}

/** A plugin's web part, read once at start and sent only while the plugin is on. */
async function serveWebPart(app: FastifyInstance, services: Services, loaded: LoadedPackage) {
  const { slug_name: slug, web } = loaded.descriptor;
  if (!web) return;
  const source = await readFile(resolve(loaded.dir, web));
  app.get(webPartPath(slug, web), async (_request, reply) => {
    await services.plugins.enabledPlugin(services.db, slug);
    return reply
      .header('Cache-Control', 'no-cache')
      .header('X-Content-Type-Options', 'nosniff')
      .type('text/javascript; charset=utf-8')
      .send(source);
  });
}

/** The routes a plugin package adds to the server. */
export async function servePackage(
  app: FastifyInstance,
  services: Services,
  translator: Translator,
  loaded: LoadedPackage,
): Promise<void> {
  serveOperations(app, services, translator, loaded);
  await serveWebPart(app, services, loaded);
}
