import { createServer } from 'node:http';
import { connect } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { clientErrorHandler } from '../../../../src/server/http/client-error.ts';
import { answerWhileClosing } from '../../../../src/server/http/closing.ts';
import { createTranslator } from '../../../../src/server/i18n/translator.ts';

const translator = await createTranslator();
const apps: FastifyInstance[] = [];

afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

async function listening(app: FastifyInstance): Promise<{ host: string; port: number; url: string }> {
  apps.push(app);
  app.get('/ping', async () => ({ code: 200 }));
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = new URL(url);
  return { host: '127.0.0.1', port: Number(port), url };
}

/** Writes raw bytes on a fresh connection and reads everything until the server closes it. */
function rawExchange(host: string, port: number, bytes: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host, port }, () => socket.write(bytes));
    let received = '';
    socket.on('data', (chunk) => (received += chunk.toString()));
    socket.on('close', () => resolve(received));
    socket.on('error', reject);
  });
}

function envelopeIn(response: string): unknown {
  return JSON.parse(response.slice(response.indexOf('\r\n\r\n') + 4));
}

describe('refusals made before any route runs', { timeout: 10_000 }, () => {
  it('a request whose headers never finish gets 408 with the envelope', async () => {
    // Node checks for slow requests every connectionsCheckingInterval; shorten everything for the test
    const app = Fastify({
      clientErrorHandler: clientErrorHandler(translator),
      forceCloseConnections: true,
      serverFactory: (handler) =>
        createServer({ connectionsCheckingInterval: 50, headersTimeout: 200, requestTimeout: 200 }, handler),
    });
    const { host, port } = await listening(app);
    const response = await rawExchange(host, port, 'GET /ping HTTP/1.1\r\nHost: x\r\nX-Slow: ');
    expect(response.startsWith('HTTP/1.1 408')).toBe(true);
    expect(envelopeIn(response)).toEqual({
      code: 408,
      reason: 'base.request_timeout',
      msg: 'The request took too long to arrive.',
      data: null,
    });
  });

  it('a request that is not HTTP gets 400 with the envelope', async () => {
    const app = Fastify({ clientErrorHandler: clientErrorHandler(translator), forceCloseConnections: true });
    const { host, port } = await listening(app);
    const response = await rawExchange(host, port, 'HELLO THERE\r\n\r\n');
    expect(response.startsWith('HTTP/1.1 400')).toBe(true);
    expect(envelopeIn(response)).toMatchObject({ code: 400, reason: 'base.request_format_error' });
  });

  it('a request arriving while the server closes gets 503 with the envelope in its language', async () => {
    const app = Fastify({ return503OnClosing: false });
    answerWhileClosing(app, translator);
    let closingStarted: () => void = () => undefined;
    const started = new Promise<void>((resolve) => (closingStarted = resolve));
    let finishClosing: () => void = () => undefined;
    // holds the close open so a request can arrive meanwhile, as one does during a real shutdown
    app.addHook('preClose', () => {
      closingStarted();
      return new Promise<void>((resolve) => (finishClosing = resolve));
    });
    const { url } = await listening(app);
    apps.pop();
    const closed = app.close();
    await started;
    const response = await fetch(`${url}/ping`, { headers: { 'Accept-Language': 'zh-CN' } });
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({
      code: 503,
      reason: 'base.service_closing',
      msg: '服务器正在重启，请稍后再试。',
      data: { request_id: expect.any(String) },
    });
    finishClosing();
    await closed;
  });
});
