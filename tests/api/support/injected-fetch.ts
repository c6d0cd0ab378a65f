import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';

/** The origin a test server that does not listen is named by: what request() puts in its Host header. */
export const IN_PROCESS_ORIGIN = 'http://quorum.test';

// what fetch undoes of a body's content coding, leaving the header as it came
const DECODERS: Record<string, (body: Buffer) => Buffer> = {
  br: brotliDecompressSync,
  gzip: gunzipSync,
  deflate: inflateSync,
};

// the statuses a Response may not be given a body for (Fetch standard, "null body status")
const NULL_BODY_STATUSES = new Set([204, 205, 304]);

/**
 * What a test server answers to a request for `address` (a path, or a URL on `origin` such as a link the
 * site made), handed to the app in process (Fastify's `inject`) rather than over a socket. The request is built as fetch builds it (a FormData or
 * URLSearchParams body gets its content type), and the Host header names `origin`, as a browser's would.
 * Like fetch with `redirect: 'manual'`, a redirect is answered, not followed; as fetch does, a compressed
 * body is decoded (but nothing is compressed unless the test sends Accept-Encoding); the body comes whole.
 */
export async function injectedFetch(
  app: FastifyInstance,
  origin: string,
  address: string,
  init: RequestInit = {},
): Promise<Response> {
  const url = new URL(address, origin);
  if (url.origin !== new URL(origin).origin) throw new Error(`${address} is not on the test server (${origin})`);
  const outgoing = new Request(url, init);
  const headers: Record<string, string> = { host: url.host, ...Object.fromEntries(outgoing.headers) };
  const reply = await app.inject({
    method: outgoing.method as 'GET',
    url: `${url.pathname}${url.search}`,
    headers,
    payload: outgoing.body ? Buffer.from(await outgoing.arrayBuffer()) : undefined,
  });
  const replyHeaders = new Headers();
  for (const [name, value] of Object.entries(reply.headers)) {
    for (const item of Array.isArray(value) ? value : [value])
      if (item !== undefined) replyHeaders.append(name, String(item));
  }
  const decode = DECODERS[replyHeaders.get('content-encoding') ?? ''];
  // a HEAD answer names its coding but has no bytes to decode
  const raw = reply.rawPayload;
  const body = NULL_BODY_STATUSES.has(reply.statusCode) ? null : decode && raw.length > 0 ? decode(raw) : raw;
  return new Response(body && Uint8Array.from(body), { status: reply.statusCode, headers: replyHeaders });
}
