import { readFileSync } from 'node:fs';
import fastifyCompress from '@fastify/compress';
import addFormats from 'ajv-formats';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import type { QuorumConfig } from './config/config.ts';
import type { QuorumDatabase } from './db/connect.ts';
import { allHandlers } from './handlers.ts';
import { installErrorHandler } from './http/error-handler.ts';
import { installNotFound } from './http/not-found.ts';
import { registerOperations } from './http/register-operations.ts';
import { createTranslator } from './i18n/translator.ts';
import { PluginHost } from './plugins/host.ts';
import type { Services } from './services.ts';
import { serveWeb } from './web/serve-web.ts';

export interface AppOptions {
  config: QuorumConfig;
  database: QuorumDatabase;
  logger: Logger;
  /** the built web app (dist/web); without it only the API is served */
  webRoot?: string;
}

const { version } = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string };

/** Builds the whole server; main.ts listens with it, tests start it on a free port. */
export async function buildApp({ config, database, logger, webRoot }: AppOptions): Promise<FastifyInstance> {
  const app: FastifyInstance = Fastify({
    loggerInstance: logger as FastifyBaseLogger,
    ajv: {
      // Report every broken rule of a form at once; forms are small, so this is cheap.
      customOptions: { allErrors: true, removeAdditional: true, coerceTypes: 'array', useDefaults: true },
      plugins: [addFormats as never],
    },
  });
  const translator = await createTranslator();
  const services: Services = {
    db: database.db,
    engine: database.engine,
    config,
    translator,
    plugins: new PluginHost(),
    version,
  };

  await app.register(fastifyCompress, { global: true });
  installErrorHandler(app, translator);
  registerOperations(app, allHandlers, services, translator);
  const sendApp = webRoot ? await serveWeb(app, webRoot) : null;
  installNotFound(app, translator, sendApp);
  return app;
}
