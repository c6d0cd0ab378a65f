import type { FastifyInstance } from 'fastify';

/**
 * A GET of the site's own API, in the page's language: the data the browser would load. As a visitor
 * (no session) unless the headers carry the reader's session; `headers` also carries the quiet render's
 * marker, when the browser will make the call again.
 */
export async function apiGet(
  app: FastifyInstance,
  url: string,
  language: string,
  headers: Record<string, string> = {},
): Promise<unknown> {
  const response = await app.inject({ method: 'GET', url, headers: { ...headers, 'accept-language': language } });
  if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}`);
  const body = response.json() as { data?: unknown };
  return body.data;
}
