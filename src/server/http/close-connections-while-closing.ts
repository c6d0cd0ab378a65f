import type { FastifyInstance } from 'fastify';

/**
 * Once the server begins to close, every response (those in flight included) says `Connection: close`, so Node
 * ends each keep-alive connection after its last answer and the close is not held up by idle sockets; clients
 * and proxies learn not to send more on them. Requests that arrive meanwhile get fastify's 503, also closing.
 */
export function closeConnectionsWhileClosing(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('Connection', 'close');
  });
}
