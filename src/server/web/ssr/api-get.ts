import type { FastifyInstance } from 'fastify';

/**
 * A GET of the site's own API, in the site's language: the data the browser would load. As a visitor
 * (no session) unless the headers carry the reader's session.
 */
export async function apiGet(
  app: FastifyInstance,
  url: string,
  language: string,
  session: Record<string, string> = {},
): Promise<unknown> {
  const response = await app.inject({ method: 'GET', url, headers: { ...session, 'accept-language': language } });
  if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}`);
  const body = response.json() as { data?: unknown };
  return body.data;
}
