import { constants } from '../../../../generated/constants.ts';
import type { Handlers } from '../../../../generated/operations.ts';
import type { HandlerContext } from '../../http/request-context.ts';
import { activeAgent } from '../../plugins/user-center/active-agent.ts';

type PluginHandlers = Pick<
  Handlers<HandlerContext>,
  | 'getPluginStatus'
  | 'updatePluginStatus'
  | 'getAdminPlugins'
  | 'getPluginConfig'
  | 'updatePluginConfig'
  | 'getUserCenterAgent'
>;

export const handlers: PluginHandlers = {
  getPluginStatus: async (_input, { services }) => services.plugins.statuses(services.db),

  updatePluginStatus: async ({ body }, { services }) => {
    await services.plugins.setEnabled(services.db, body.plugin_slug_name, body.enabled);
    return null;
  },

  getAdminPlugins: async ({ query }, { services, t }) => {
    const plugins = await services.plugins.list(services.db, t);
    return plugins.filter(
      (plugin) =>
        (query.status === undefined || plugin.enabled === (query.status === 'active')) &&
        (query.have_config === undefined || plugin.have_config === query.have_config),
    );
  },

  getPluginConfig: async ({ query }, { services, t }) =>
    services.plugins.config(services.db, query.plugin_slug_name, t),

  updatePluginConfig: async ({ body }, { services }) => {
    await services.plugins.saveConfig(services.db, body.plugin_slug_name, body.config_fields);
    return null;
  },

  // Beside an agent, the admin creates accounts and sets passwords only while the original user system is
  // on, and changes statuses and roles only where the agent does not decide them (answer-api-facts §5).
  getUserCenterAgent: async (_input, { services, client }) => {
    const agent = (await activeAgent(services, client.origin, constants.languages.default))?.description;
    return {
      allow_create_user: agent?.enabled_original_user_system ?? true,
      allow_update_user_status: !agent?.user_status_agent_enabled,
      allow_update_user_password: agent?.enabled_original_user_system ?? true,
      allow_update_user_role: !agent?.user_role_agent_enabled,
    };
  },
};
