import type { FastifyInstance } from 'fastify';
import { constants } from '../../../../generated/constants.ts';
import type { Services } from '../../services.ts';

const INSTALL_PAGE = `${constants.base_path}/install`;
// API calls, and the avatars: pictures served at paths without an extension
const NOT_PAGE_PREFIXES = [
  constants.api_prefix,
  constants.admin_api_prefix,
  constants.install_api_prefix,
  constants.avatar.url_path,
];

/** A page of the web app: under the base path, not an API call, not a file (files have an extension). */
function isPagePath(path: string): boolean {
  if (path !== constants.base_path && !path.startsWith(`${constants.base_path}/`)) return false;
  if (NOT_PAGE_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))) return false;
  return !/\.[^/]*$/.test(path);
}

/**
 * Until the site and its administrator exist, every page of the web app leads to the install wizard
 * (which resumes at the step the site is at). Decided on the server; once installed the gate answers
 * from memory, so no page load of an installed site pays for the check.
 */
export function redirectPagesToInstall(app: FastifyInstance, services: Services): void {
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET') return;
    const path = request.url.split('?')[0] ?? '';
    if (path === INSTALL_PAGE || !isPagePath(path)) return;
    // a database that does not answer is the wizard's to report (its database-down screen)
    if (await services.installGate.isOpen().catch(() => false)) return;
    return reply.redirect(INSTALL_PAGE);
  });
}
