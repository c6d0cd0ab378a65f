import type { FastifyInstance } from 'fastify';
import type { Translator } from '../i18n/translator.ts';
import { envelope } from './envelope.ts';

/**
 * Once the server begins to close, every response (those in flight included) says `Connection: close`, so Node
 * ends each keep-alive connection after its last answer and the close is not held up by idle sockets. A request
 * arriving meanwhile on a connection still open gets 503 with the envelope (Fastify's own 503 has another shape;
 * the app is built with return503OnClosing: false).
 */
export function answerWhileClosing(app: FastifyInstance, translator: Translator): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', async (request, reply) => {
    if (!closing) return;
    const t = translator.forLanguage(translator.pick(request.headers['accept-language']));
    await reply
      .code(503)
      .send(envelope(503, 'base.service_closing', t('base.service_closing'), { request_id: request.id }));
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('Connection', 'close');
  });
}
