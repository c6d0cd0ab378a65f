// The API client's transport (src/shared/api/envelope-runtime.ts) against a real HTTP server on loopback:
// what each call sends (address, headers, body) and how each kind of answer comes back (product spec §8).
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi, type Mock } from 'vitest';
import { constants } from '../../../../generated/constants.ts';
import { ApiError } from '../../../../src/shared/api/api-error.ts';
import { createEnvelopeRuntime, type ResponseHooks } from '../../../../src/shared/api/envelope-runtime.ts';

interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

let server: Server;
let origin = '';
const seen: Seen[] = [];
/** what the server answers next: status, body text */
let answer: { status: number; body?: string } = { status: 200 };

beforeAll(async () => {
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      seen.push({
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks).toString(),
      });
      response.writeHead(answer.status, { 'Content-Type': 'application/json' });
      response.end(answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
afterEach(() => {
  seen.length = 0;
});

const envelope = (code: number, data: unknown, extra: object = {}) =>
  JSON.stringify({ code, reason: code === 200 ? 'base.success' : 'base.unknown', msg: 'Said.', data, ...extra });

function hooks(): { [K in keyof ResponseHooks]: Mock<ResponseHooks[K]> } {
  return {
    toast: vi.fn(),
    confirm: vi.fn(),
    dialog: vi.fn(),
    captchaFailed: vi.fn(),
    unauthorized: vi.fn(),
    forbidden: vi.fn(),
    globalError: vi.fn(),
    log: vi.fn(),
  };
}

/** The error a call is refused with (the test fails if it is answered). */
async function refusal(call: Promise<unknown>): Promise<ApiError> {
  const caught = await call.then(
    () => null,
    (error: unknown) => error,
  );
  expect(caught).toBeInstanceOf(ApiError);
  return caught as ApiError;
}

const runtime = (session: 'cookie' | (() => string | null), responseHooks = hooks()) =>
  createEnvelopeRuntime({ baseUrl: origin, session, language: () => 'zh_CN', hooks: responseHooks });

describe('the API client on the wire', () => {
  it('fills the path, writes the query and sends the language and the token', async () => {
    answer = { status: 200, body: envelope(200, { id: '7' }) };
    const data = await runtime(() => 'token-1').call(
      { method: 'GET', path: '/answer/api/v1/thing/{id}' },
      { params: { id: 'a/b' }, query: { q: 'two words', page: 2, tags: ['x', 'y'], none: undefined } },
    );
    expect(data).toEqual({ id: '7' });
    const [request] = seen;
    expect(request!.method).toBe('GET');
    const url = new URL(request!.url, origin);
    expect(url.pathname).toBe('/answer/api/v1/thing/a%2Fb');
    expect(url.searchParams.get('q')).toBe('two words');
    // a list goes comma-separated, as the spec's list parameters are read
    expect(url.searchParams.getAll('tags')).toEqual(['x,y']);
    expect(url.searchParams.has('none')).toBe(false);
    expect(request!.headers['accept-language']).toBe('zh_CN');
    expect(request!.headers.authorization).toBe('token-1');
    expect(request!.headers['content-type']).toBeUndefined();
  });

  it('signs cookie calls with the header the server asks for, and sends JSON bodies as JSON', async () => {
    answer = { status: 200, body: envelope(200, null) };
    await runtime('cookie').call({ method: 'POST', path: '/answer/api/v1/thing' }, { body: { title: 'Fog' } });
    const [request] = seen;
    expect(request!.headers[constants.session.cookie.header.toLowerCase()]).toBe(constants.session.cookie.header_value);
    expect(request!.headers.authorization).toBeUndefined();
    expect(request!.headers['content-type']).toBe('application/json');
    expect(JSON.parse(request!.body)).toEqual({ title: 'Fog' });
  });

  it('sends a file upload as multipart, with its boundary', async () => {
    answer = { status: 200, body: envelope(200, '/uploads/a.png') };
    const form = new FormData();
    form.append('source', 'post');
    form.append('file', new Blob(['png bytes'], { type: 'image/png' }), 'a.png');
    await runtime('cookie').call({ method: 'POST', path: '/answer/api/v1/file' }, { body: form });
    const [request] = seen;
    expect(request!.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(request!.body).toContain('png bytes');
  });

  it('answers 204 as it is', async () => {
    answer = { status: 204 };
    expect(await runtime('cookie').call({ method: 'DELETE', path: '/answer/api/v1/thing' }, {})).toBe(204);
  });

  it('hands field errors back to the form and tells the captcha of a refused code', async () => {
    answer = { status: 400, body: envelope(400, [{ error_field: 'captcha_code', error_msg: 'Wrong code.' }]) };
    const seenHooks = hooks();
    const error = await refusal(
      runtime('cookie', seenHooks).call({ method: 'POST', path: '/answer/api/v1/thing' }, { body: {} }),
    );
    expect(error.fieldErrors).toEqual([{ error_field: 'captcha_code', error_msg: 'Wrong code.' }]);
    expect(seenHooks.captchaFailed).toHaveBeenCalledOnce();
  });

  it('logs a server failure that is not JSON and shows the 50X state', async () => {
    answer = { status: 502, body: '<html>Bad gateway</html>' };
    const seenHooks = hooks();
    const error = await refusal(runtime('cookie', seenHooks).call({ method: 'GET', path: '/answer/api/v1/thing' }, {}));
    expect(error.kind).toBe('server');
    expect(error.status).toBe(502);
    expect(seenHooks.log).toHaveBeenCalledOnce();
    expect(seenHooks.globalError).toHaveBeenCalledWith('50X');
  });

  it('takes a success that is not JSON, and an unreachable server, as a network failure', async () => {
    answer = { status: 200, body: 'not json' };
    const seenHooks = hooks();
    const garbled = await refusal(
      runtime('cookie', seenHooks).call({ method: 'GET', path: '/answer/api/v1/thing' }, {}),
    );
    expect(garbled.kind).toBe('network');
    const closed = createEnvelopeRuntime({
      baseUrl: 'http://127.0.0.1:9',
      session: 'cookie',
      language: () => 'en_US',
      hooks: seenHooks,
    });
    const unreachable = await refusal(
      closed.call({ method: 'GET', path: '/answer/api/v1/thing' }, {}, { ignore50X: true }),
    );
    expect(unreachable.kind).toBe('network');
    expect(seenHooks.globalError).toHaveBeenCalledTimes(1);
  });
});
