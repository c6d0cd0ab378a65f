// A server of a spec file's own with its site installed: pages lead to the install wizard until the site
// and its administrator exist.
import { installSite } from './installed-site.ts';
import type { PrivateServer } from './private-server.ts';
import type { SiteServers } from './site-servers.ts';

export const INSTALLED_SITE_NAME = 'Harbour Answers';
export const INSTALLED_SITE_ADMIN = { name: 'Site Keeper', email: 'keeper@example.org', password: 'keeper password 1' };

export interface InstalledServer extends PrivateServer {
  /** the full URL of an app route: at('/questions') === `${origin}/answer/questions` */
  at(path: string): string;
}

export async function startInstalledServer(servers: SiteServers): Promise<InstalledServer> {
  const server = await servers.start();
  await installSite(server.origin, INSTALLED_SITE_ADMIN, INSTALLED_SITE_NAME);
  return { ...server, at: (path) => `${server.origin}/answer${path.startsWith('/') ? path : `/${path}`}` };
}
