import type { Handlers } from '../../../../generated/operations.ts';
import { AppError } from '../../http/app-error.ts';
import type { HandlerContext } from '../../http/request-context.ts';

type PluginHandlers = Pick<Handlers<HandlerContext>, 'getPluginStatus' | 'updatePluginStatus'>;

export const handlers: PluginHandlers = {
  getPluginStatus: async (_input, { services }) => services.plugins.statuses(services.db),

  updatePluginStatus: async ({ body }, { services }) => {
    if (!services.plugins.has(body.plugin_slug_name)) throw AppError.notFound('error.plugin.not_found');
    await services.plugins.setEnabled(services.db, body.plugin_slug_name, body.enabled);
    return null;
  },
};
