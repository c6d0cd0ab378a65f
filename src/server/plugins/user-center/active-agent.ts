import { constants } from '../../../../generated/constants.ts';
import type { Services } from '../../services.ts';
import { loadSiteInfo } from '../../settings/site-settings.ts';
import { siteLink } from '../../settings/site-url.ts';
import type { AgentContext, AgentDescription, UserCenterAgent } from './agent.ts';

/** The user-center agent that is on now, with what it is told and what it says of itself. */
export interface ActiveAgent {
  slugName: string;
  agent: UserCenterAgent;
  context: AgentContext;
  description: AgentDescription;
  /** a link to a page of the site (siteLink with the site's URL) */
  link(path: string): string;
}

/**
 * The enabled user-center plugin (one at a time: the host switches the others off), or null. `origin`
 * is the address the request reached, the site's home when no site URL is configured.
 */
export async function activeAgent(services: Services, origin: string, language: string): Promise<ActiveAgent | null> {
  const plugin = (await services.plugins.enabled(services.db)).find((candidate) => candidate.userCenter);
  if (!plugin?.userCenter) return null;
  const site = await loadSiteInfo(services);
  const link = (path: string) => siteLink(site.general.site_url, origin, path);
  const context: AgentContext = {
    config: await services.plugins.configValues(services.db, plugin.slug_name),
    siteUrl: link(''),
    language,
  };
  return {
    slugName: plugin.slug_name,
    agent: plugin.userCenter,
    context,
    description: plugin.userCenter.describe(context),
    link,
  };
}

/** True while an agent signs people in and the site's own accounts (email, passwords) are closed. */
export async function originalUserSystemClosed(services: Services, origin: string): Promise<boolean> {
  const active = await activeAgent(services, origin, constants.languages.default);
  return active !== null && !active.description.enabled_original_user_system;
}
