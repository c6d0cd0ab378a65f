import { constants } from '../../../../generated/constants.ts';
import type { ConfigValues } from '../../../shared/plugins/config-fields.ts';
import type { HandlerContext } from '../../http/request-context.ts';
import { AppError } from '../../http/app-error.ts';
import { isConnector, type ConnectorPlugin } from '../../plugins/connector/provider.ts';
import { loadSiteInfo } from '../../settings/site-settings.ts';
import { siteLink } from '../../settings/site-url.ts';

/** A connector that is on and has the settings it needs to sign people in. */
export interface ActiveConnector {
  plugin: ConnectorPlugin;
  values: ConfigValues;
  /** the provider's name on its buttons */
  authName: string;
}

type LinkContext = Pick<HandlerContext, 'services' | 'client'>;

/** The connectors that are on and configured, in registration order. */
export async function activeConnectors(context: Pick<HandlerContext, 'services' | 't'>): Promise<ActiveConnector[]> {
  const { services, t } = context;
  const active: ActiveConnector[] = [];
  for (const plugin of await services.plugins.enabled(services.db)) {
    if (!isConnector(plugin)) continue;
    const values = await services.plugins.configValues(services.db, plugin.slug_name);
    const authName = plugin.authName(values, t);
    if (authName !== null) active.push({ plugin, values, authName });
  }
  return active;
}

/** One active connector; one that is off, unknown or not configured is not found. */
export async function activeConnector(
  context: Pick<HandlerContext, 'services' | 't'>,
  slugName: string,
): Promise<ActiveConnector> {
  const found = (await activeConnectors(context)).find((connector) => connector.plugin.slug_name === slugName);
  if (!found) throw AppError.notFound('error.plugin.not_found');
  return found;
}

async function link(context: LinkContext, path: string): Promise<string> {
  const site = await loadSiteInfo(context.services);
  return siteLink(site.general.site_url, context.client.origin, path);
}

/** Where the browser starts a login with a connector; `bind` links it to the signed-in person instead. */
export function loginLink(context: LinkContext, slugName: string, bind = false): Promise<string> {
  return link(context, `${constants.connector.login_path}/${slugName}${bind ? '?bind=true' : ''}`);
}

/** Where the provider sends the browser back: the address an admin registers at the provider. */
export function redirectLink(context: LinkContext, slugName: string): Promise<string> {
  return link(context, `${constants.connector.redirect_path}/${slugName}`);
}

/** A page of the site the flow ends on (spec/routes.yaml), with its query. */
export function pageLink(context: LinkContext, path: string, query: Record<string, string> = {}): Promise<string> {
  const search = new URLSearchParams(query).toString();
  return link(context, search ? `${path}?${search}` : path);
}
