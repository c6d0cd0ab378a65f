import type { Handlers } from '../../../../generated/operations.ts';
import type { HandlerContext } from '../../http/request-context.ts';

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

  // No user-center agent can be installed yet (issue 15), so none takes anything over from the admin.
  getUserCenterAgent: async () => ({
    allow_create_user: false,
    allow_update_user_status: false,
    allow_update_user_password: false,
    allow_update_user_role: false,
  }),
};
