import type { Handlers } from '../../../../generated/operations.ts';
import type { HandlerContext } from '../../http/request-context.ts';
import { activeAgent } from '../../plugins/user-center/active-agent.ts';
import { externalIdOf, externalIdOfUsername } from './bound-person.ts';

type UserCenterHandlers = Pick<
  Handlers<HandlerContext>,
  'getUserCenterAgentInfo' | 'getUserCenterUserSettings' | 'getUserCenterPersonalBranding'
>;

/** The agent of the caller's request, told the caller's language. */
function agentFor(context: HandlerContext) {
  return activeAgent(context.services, context.client.origin, context.language);
}

const NO_AGENT_INFO = {
  name: '',
  display_name: '',
  icon: '',
  url: '',
  login_redirect_url: '',
  sign_up_redirect_url: '',
  qr_code_url: '',
  control_center: [],
  enabled_original_user_system: true,
};

function settingAgent(redirectUrl: string | undefined) {
  return { enabled: Boolean(redirectUrl), redirect_url: redirectUrl ?? '' };
}

export const handlers: UserCenterHandlers = {
  getUserCenterAgentInfo: async (_input, context) => {
    const installed = await context.services.installGate.isOpen();
    const active = installed ? await agentFor(context) : null;
    if (!active) return { enabled: false, agent_info: NO_AGENT_INFO };
    const { description } = active;
    return {
      enabled: true,
      agent_info: {
        name: active.slugName,
        display_name: description.display_name,
        icon: description.icon,
        url: description.url,
        login_redirect_url: description.login_redirect_url,
        sign_up_redirect_url: description.sign_up_redirect_url,
        qr_code_url: description.qr_code_url ?? '',
        control_center: [...(description.control_center ?? [])],
        enabled_original_user_system: description.enabled_original_user_system,
      },
    };
  },

  getUserCenterUserSettings: async (_input, context) => {
    const active = await agentFor(context);
    const externalId = active && (await externalIdOf(context.services.db, active.slugName, context.user!.id));
    const settings =
      externalId && active.agent.userSettings ? await active.agent.userSettings(externalId, active.context) : {};
    return {
      profile_setting_agent: settingAgent(settings.profile_setting_redirect_url),
      account_setting_agent: settingAgent(settings.account_setting_redirect_url),
    };
  },

  getUserCenterPersonalBranding: async ({ query }, context) => {
    const active = await agentFor(context);
    const externalId = active && (await externalIdOfUsername(context.services.db, active.slugName, query.username));
    if (!externalId || !active.agent.personalBranding) return { enabled: false, personal_branding: [] };
    const links = await active.agent.personalBranding(externalId, active.context);
    return { enabled: true, personal_branding: [...links] };
  },
};
