import type { Handlers } from '../../../../generated/operations.ts';
import type { HandlerContext } from '../../http/request-context.ts';

type SearchPluginHandlers = Pick<Handlers<HandlerContext>, 'reindexSearch'>;

export const handlers: SearchPluginHandlers = {
  reindexSearch: async (_input, { services }) => {
    await services.search.reindex(services.db);
    return null;
  },
};
