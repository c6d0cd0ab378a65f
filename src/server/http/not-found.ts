import type { FastifyInstance } from 'fastify';
import { constants } from '../../../generated/constants.ts';
import type { Translator } from '../i18n/translator.ts';
import type { SendApp } from '../web/serve-web.ts';
import { envelope } from './envelope.ts';

const API_PREFIXES = [constants.api_prefix, constants.admin_api_prefix, constants.install_api_prefix];

/**
 * Unknown API paths get a 404 envelope; other GETs (and HEADs, which link checkers and previews send)
 * under the base path belong to the web app's router (history fallback); the bare origin leads to the
 * base path.
 */
export function installNotFound(app: FastifyInstance, translator: Translator, sendApp: SendApp | null): void {
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const isApi = API_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
    if (!isApi && (request.method === 'GET' || request.method === 'HEAD')) {
      if (path === '/') return reply.redirect(`${constants.base_path}/`);
      if (sendApp && (path === constants.base_path || path.startsWith(`${constants.base_path}/`)))
        return sendApp(request, reply);
    }
    const t = translator.forLanguage(translator.pick(request.headers['accept-language']));
    return reply.code(404).send(envelope(404, 'base.not_found', t('base.not_found'), null));
  });
}
