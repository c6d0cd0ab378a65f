import type { FastifyInstance } from 'fastify';
import { constants } from '../../../../generated/constants.ts';
import type { Services } from '../../services.ts';
import { configuredDatabaseUrl } from './configuration.ts';
import { isInstalled } from './install-state.ts';

const INSTALL_PAGE = `${constants.base_path}/install`;
// API calls, and the avatars: pictures served at paths without an extension
const NOT_PAGE_PREFIXES = [constants.api_prefix, constants.admin_api_prefix, constants.install_api_prefix, constants.avatar.url_path];

/** A page of the web app: under the base path, not an API call, not a file (files have an extension). */
function isPagePath(path: string): boolean {
  if (path !== constants.base_path && !path.startsWith(`${constants.base_path}/`)) return false;
  if (NOT_PAGE_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))) return false;
  return !/\.[^/]*$/.test(path);
}

/**
 * Install mode: while no database is configured (no config.yaml database, no DATABASE_URL) and the site
 * is not installed, every page of the web app leads to the install wizard. Decided on the server, so no
 * page load of an installed site pays for the check; once configured or installed the hook stays quiet.
 */
export function redirectPagesToInstall(app: FastifyInstance, services: Services): void {
  let settled = false;
  app.addHook('onRequest', async (request, reply) => {
    if (settled || request.method !== 'GET') return;
    const path = request.url.split('?')[0] ?? '';
    if (path === INSTALL_PAGE || !isPagePath(path)) return;
    if (configuredDatabaseUrl(services.config.dataDir) !== undefined || (await isInstalled(services.db))) {
      settled = true;
      return;
    }
    return reply.redirect(INSTALL_PAGE);
  });
}
