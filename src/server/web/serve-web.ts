import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { constants } from '../../../generated/constants.ts';
import { cspNonceOf } from '../http/security-headers.ts';
import type { Services } from '../services.ts';
import { loadSiteInfo } from '../settings/site-settings.ts';
import { pageHead } from './page-head.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';

export type SendApp = (reply: FastifyReply) => Promise<FastifyReply>;

/** The site settings' part of the page head; a site whose settings cannot be read yet (installing) goes without. */
async function settingsHead(services: Services, reply: FastifyReply, nonce: string): Promise<string> {
  try {
    return pageHead(await loadSiteInfo(services), nonce);
  } catch (error) {
    reply.log.warn({ err: error }, 'page served without the site settings');
    return '';
  }
}

/**
 * Serves the built web app under the base path. Vite puts content-hashed files under assets/,
 * so those may be cached forever; index.html must be revalidated so a deploy is seen at once.
 * Returns the history fallback: any other GET under the base path gets index.html.
 */
export async function serveWeb(app: FastifyInstance, webRoot: string, services: Services): Promise<SendApp> {
  const indexFile = join(webRoot, 'index.html');
  if (!existsSync(indexFile)) throw new Error(`the web app is not built: ${indexFile} is missing (run npm run build)`);
  const indexHtml = readFileSync(indexFile, 'utf8');
  await app.register(fastifyStatic, {
    root: webRoot,
    prefix: `${constants.base_path}/`,
    index: false,
    wildcard: true,
    setHeaders(reply, path) {
      reply.header('Cache-Control', path.includes('/assets/') ? IMMUTABLE : 'no-cache');
    },
  });
  const sendApp: SendApp = async (reply) => {
    // The page's scripts carry this response's nonce, the one its Content-Security-Policy names.
    const nonce = cspNonceOf(reply);
    const head = await settingsHead(services, reply, nonce);
    const page = indexHtml
      .replaceAll(constants.security_headers.csp_nonce_placeholder, nonce)
      .replace('</head>', `${head}\n</head>`);
    return reply.code(200).header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(page);
  };
  // The base path itself is a directory to the static plugin, which refuses to list it.
  app.get(`${constants.base_path}/`, (_request, reply) => sendApp(reply));
  return sendApp;
}
