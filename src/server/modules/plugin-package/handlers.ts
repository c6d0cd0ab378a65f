import type { Handlers } from '../../../../generated/operations.ts';
import type { HandlerContext } from '../../http/request-context.ts';

type PackageHandlers = Pick<
  Handlers<HandlerContext>,
  'getUserPluginConfigs' | 'getUserPluginConfig' | 'updateUserPluginConfig' | 'getPluginRoutes'
>;

/** The calls of what plugin packages add: each person's plugin settings and the route plugins' pages. */
export const handlers: PackageHandlers = {
  getUserPluginConfigs: async (_input, { services, t }) => services.userPluginConfigs.list(services.db, t),

  getUserPluginConfig: async ({ query }, { services, user, t }) =>
    services.userPluginConfigs.get(services.db, user!.id, query.plugin_slug_name, t),

  updateUserPluginConfig: async ({ body }, { services, user }) => {
    await services.userPluginConfigs.save(services.db, user!.id, body.plugin_slug_name, body.config_fields);
    return null;
  },

  getPluginRoutes: async (_input, { services, t }) =>
    (await services.plugins.enabled(services.db)).flatMap((plugin) =>
      plugin.page ? [{ slug_name: plugin.slug_name, name: t(plugin.about.name), ...plugin.page }] : [],
    ),
};
