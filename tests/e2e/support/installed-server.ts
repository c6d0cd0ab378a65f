// A server of a spec file's own with its site installed: since pages lead to the install wizard until
// the site and its administrator exist, pages of an installed site cannot be shown by the shared
// (uninstalled) webServer.
import { installSite } from './installed-site.ts';
import { startPrivateServer, type PrivateServer } from './private-server.ts';

export const INSTALLED_SITE_NAME = 'Harbour Answers';
export const INSTALLED_SITE_ADMIN = { name: 'Site Keeper', email: 'keeper@example.org', password: 'keeper password 1' };

export interface InstalledServer extends PrivateServer {
  /** the full URL of an app route: at('/questions') === `${origin}/answer/questions` */
  at(path: string): string;
}

export async function startInstalledServer(): Promise<InstalledServer> {
  const server = await startPrivateServer();
  await installSite(server.origin, INSTALLED_SITE_ADMIN, INSTALLED_SITE_NAME);
  return { ...server, at: (path) => `${server.origin}/answer${path.startsWith('/') ? path : `/${path}`}` };
}
