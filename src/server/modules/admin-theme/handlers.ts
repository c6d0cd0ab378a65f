import type { Handlers } from '../../../../generated/operations.ts';
import type { HandlerContext } from '../../http/request-context.ts';
import { themeOptions } from './theme-options.ts';

export const handlers: Pick<Handlers<HandlerContext>, 'getAdminThemeOptions'> = {
  getAdminThemeOptions: async () => themeOptions(),
};
