import type { Handlers } from '../../../../generated/operations.ts';
import type { HandlerContext } from '../../http/request-context.ts';

type PluginHandlers = Pick<Handlers<HandlerContext>, 'getPluginStatus'>;

export const handlers: PluginHandlers = {
  getPluginStatus: async (_input, { services }) => services.plugins.statuses(services.db),
};
