import { createContext, useContext } from 'react';
import { constants } from '../../../generated/constants.ts';
import type { DataOf } from '../../../generated/operations.ts';
import { homePath } from './paths.ts';
import { readStored } from './storage.ts';

export type UserCenterAgent = DataOf<'getUserCenterAgentInfo'>;

export const UserCenterAgentContext = createContext<UserCenterAgent | null>(null);

/** The user-center agent the page booted with (enabled false while none is on). */
export function useUserCenterAgent(): UserCenterAgent {
  const agent = useContext(UserCenterAgentContext);
  if (!agent) throw new Error('useUserCenterAgent outside the booted app');
  return agent;
}

/** The page the visitor set out from (kept for after login), as an address the agent can send them back to. */
function returnAddress(): string {
  const appPath = readStored(constants.storage.keys.redirect_path) ?? homePath;
  return new URL(`${constants.base_path}${appPath}`, window.location.origin).href;
}

/** An agent's sign-in address told the page to come back to (the website parameter). */
export function withWebsite(address: string): string {
  const url = new URL(address);
  url.searchParams.set(constants.user_center.website_param, returnAddress());
  return url.href;
}

/**
 * Product spec §2: while an agent is on and has an address for it, login and sign-up happen at the agent,
 * told the page to come back to (the website parameter); null keeps the site's own page, as it does while
 * the agent leaves the original user system on.
 */
export function agentAddress(agent: UserCenterAgent, purpose: 'login' | 'sign_up'): string | null {
  if (!agent.enabled || agent.agent_info.enabled_original_user_system) return null;
  const address = purpose === 'login' ? agent.agent_info.login_redirect_url : agent.agent_info.sign_up_redirect_url;
  return address ? withWebsite(address) : null;
}

/** True when the page was opened inside the agent's workplace app (its variant of the user-center pages). */
export function inWorkplaceApp(search: URLSearchParams): boolean {
  return search.get(constants.user_center.app_variant_param) === '1';
}
