import type { FastifyInstance } from 'fastify';
import type { Translator } from '../i18n/translator.ts';
import { envelope } from './envelope.ts';

/**
 * While the server closes, a request arriving on a connection still open gets 503 and the envelope
 * (Fastify's own 503 has another shape; build the app with return503OnClosing: false).
 */
export function answerWhileClosing(app: FastifyInstance, translator: Translator): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', async (request, reply) => {
    if (!closing) return;
    const t = translator.forLanguage(translator.pick(request.headers['accept-language']));
    await reply.code(503).header('Connection', 'close').send(envelope(503, 'base.service_closing', t('base.service_closing'), null));
  });
}
