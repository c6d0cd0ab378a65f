// A proxy in front of a test server that delivers one page in two pieces, the second only when the test says
// so, as a slow network or a large page does: the browser parses and shows the first piece and runs what it
// starts while the rest is still on its way. Everything else passes through whole.
import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SplitPageProxy {
  origin: string;
  /** sends the rest of the held page */
  release(): void;
  stop(): Promise<void>;
}

/** Headers the proxy's own connection decides (fetch has already undone any compression). */
const HOP_HEADERS = new Set(['connection', 'content-encoding', 'content-length', 'keep-alive', 'transfer-encoding']);

async function forward(
  upstream: string,
  request: IncomingMessage,
): Promise<{ status: number; headers: Headers; body: Buffer }> {
  const answer = await fetch(`${upstream}${request.url}`, {
    method: request.method,
    headers: Object.fromEntries(
      Object.entries(request.headers).filter(([name]) => name !== 'host' && typeof request.headers[name] === 'string'),
    ) as Record<string, string>,
    redirect: 'manual',
  });
  return { status: answer.status, headers: answer.headers, body: Buffer.from(await answer.arrayBuffer()) };
}

function writeHead(response: ServerResponse, status: number, headers: Headers): void {
  response.writeHead(status, Object.fromEntries([...headers].filter(([name]) => !HOP_HEADERS.has(name))));
}

/**
 * Serves `upstream` on a port of its own; the page at `path` is cut at the byte `cutAt(body)` returns and its
 * rest held until release().
 */
export async function startSplitPageProxy(
  upstream: string,
  path: string,
  cutAt: (body: Buffer) => number,
): Promise<SplitPageProxy> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const server = createServer((request, response) => {
    void (async () => {
      const { status, headers, body } = await forward(upstream, request);
      writeHead(response, status, headers);
      if (request.url !== path) return response.end(body);
      const cut = cutAt(body);
      response.write(body.subarray(0, cut));
      await released;
      response.end(body.subarray(cut));
    })().catch((error: unknown) => response.destroy(error as Error));
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    release,
    async stop() {
      release();
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
}
