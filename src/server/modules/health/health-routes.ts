import { access, constants as fs } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { constants } from '../../../../generated/constants.ts';
import type { Translator } from '../../i18n/translator.ts';
import { envelope } from '../../http/envelope.ts';
import type { Services } from '../../services.ts';

const { healthz_path: healthzPath, readyz_path: readyzPath } = constants.health;
const apiPrefixes = [constants.api_prefix, constants.admin_api_prefix, constants.install_api_prefix];

async function storageFailure(dataDir: string): Promise<string | null> {
  try {
    await access(dataDir, fs.W_OK);
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/**
 * What a load balancer asks: healthz (the process lives; no I/O) and readyz (it can serve: its database
 * answers, its data folder is writable; 503 naming what failed). While the database is out of reach, API
 * calls answer 503 at once (pages too: serve-web.ts), not answers from caches as if all were well.
 */
export function serveHealth(app: FastifyInstance, services: Services, translator: Translator): void {
  const availability = services.databaseAvailability;
  app.get(healthzPath, async (_request, reply) => reply.header('Cache-Control', 'no-store').send({ status: 'ok' }));
  app.get(readyzPath, async (_request, reply) => {
    const [database, storage] = await Promise.all([availability.check(), storageFailure(services.config.dataDir)]);
    const ready = database === null && storage === null;
    return reply
      .code(ready ? 200 : 503)
      .header('Cache-Control', 'no-store')
      .send({ status: ready ? 'ok' : 'unavailable', checks: { database: database ?? 'ok', storage: storage ?? 'ok' } });
  });
  app.addHook('onRequest', async (request, reply) => {
    if (availability.available || !apiPrefixes.some((prefix) => request.url.startsWith(`${prefix}/`))) return;
    const t = translator.forLanguage(translator.pick(request.headers['accept-language']));
    await reply
      .code(503)
      .send(envelope(503, 'base.service_unavailable', t('base.service_unavailable'), { request_id: request.id }));
  });
}
