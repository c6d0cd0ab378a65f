import type { Handlers } from '../../../../generated/operations.ts';
import type { HandlerContext } from '../../http/request-context.ts';
import { installSite } from './service.ts';

type InstallHandlers = Pick<Handlers<HandlerContext>, 'installBaseInfo'>;

export const handlers: InstallHandlers = {
  installBaseInfo: async ({ body }, { services }) => {
    await installSite(services, body);
    return null;
  },
};
