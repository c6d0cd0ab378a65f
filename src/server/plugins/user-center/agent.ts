import type { ConfigValues } from '../../../shared/plugins/config-fields.ts';

/** What an agent is told on every call: its settings, the site's home address and the caller's language. */
export interface AgentContext {
  config: ConfigValues;
  /** the site's home page (e.g. https://example.org/answer), where its callbacks live */
  siteUrl: string;
  language: string;
}

/** An entry of the agent's control center (a link the site shows beside its own navigation). */
export interface AgentControlItem {
  name: string;
  label: string;
  url: string;
}

/** What an agent tells about itself (answer-api-facts §2.2 agent_info, §5 UserCenter). */
export interface AgentDescription {
  display_name: string;
  icon: string;
  url: string;
  /** where the login page sends visitors; empty keeps the site's own form */
  login_redirect_url: string;
  /** where the sign-up page sends visitors; empty keeps the site's own form */
  sign_up_redirect_url: string;
  /** an image (data: or https:) to scan with the agent's app to sign in, shown on /user-center/auth */
  qr_code_url?: string;
  control_center?: readonly AgentControlItem[];
  /** the site's own email login, sign-up and passwords stay open beside the agent */
  enabled_original_user_system: boolean;
  /** the agent decides who is suspended: the admin may not change an account's status */
  user_status_agent_enabled?: boolean;
  /** the agent decides roles: the admin may not change an account's role */
  user_role_agent_enabled?: boolean;
}

/** A person as the agent knows them; each sign-in brings their name and status up to date. */
export interface AgentUser {
  /** the agent's own id of the person, unique within the agent */
  external_id: string;
  /** the account's address; an existing account with it is bound to the agent's person */
  email: string;
  display_name: string;
  /** a wish for the username of a new account (made from the display name otherwise) */
  username?: string;
  status?: 'normal' | 'suspended';
}

/** Where the agent keeps a person's settings pages; an empty address leaves the site's own page. */
export interface AgentUserSettings {
  profile_setting_redirect_url?: string;
  account_setting_redirect_url?: string;
}

export interface AgentBrandingLink {
  icon: string;
  name: string;
  label: string;
  url: string;
}

/**
 * The part a plugin of kind user_center implements. The agent signs people in itself and sends them back
 * to the site's login (or sign-up) callback with whatever its query carries; the callback hands that query
 * to the agent, which answers who the person is or throws when it cannot tell.
 */
export interface UserCenterAgent {
  describe(context: AgentContext): AgentDescription;
  loginCallback(query: Record<string, string>, context: AgentContext): Promise<AgentUser>;
  /** the sign-up callback's check; without one, sign-up comes back through loginCallback's rules */
  signUpCallback?(query: Record<string, string>, context: AgentContext): Promise<AgentUser>;
  userSettings?(externalId: string, context: AgentContext): Promise<AgentUserSettings>;
  personalBranding?(externalId: string, context: AgentContext): Promise<readonly AgentBrandingLink[]>;
}
