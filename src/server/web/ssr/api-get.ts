import type { FastifyInstance } from 'fastify';

/**
 * `fetch` for GET calls of the site's own API, answered in-process in the page's language: the data the
 * browser would load. As a visitor (no session) unless the headers carry the reader's session; `headers`
 * also carries the quiet render's marker, when the browser will make the call again. The web app's API
 * client asks through it while the server draws a page (the headers it would send are the browser's).
 */
export function apiFetch(app: FastifyInstance, language: string, headers: Record<string, string>): typeof fetch {
  return async (input, init) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    if (method !== 'GET') throw new Error(`a drawn page asked ${method} ${url}`);
    const response = await app.inject({ method: 'GET', url, headers: { ...headers, 'accept-language': language } });
    const type = response.headers['content-type'];
    return new Response(response.statusCode === 204 ? null : response.body, {
      status: response.statusCode,
      headers: typeof type === 'string' ? { 'content-type': type } : {},
    });
  };
}

/** A GET of the site's own API (see apiFetch): the envelope's data, or an error naming the status. */
export async function apiGet(
  app: FastifyInstance,
  url: string,
  language: string,
  headers: Record<string, string> = {},
): Promise<unknown> {
  const response = await apiFetch(app, language, headers)(url);
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  const body = (await response.json()) as { data?: unknown };
  return body.data;
}
