import type { Handlers } from '../../generated/operations.ts';
import type { HandlerContext } from './http/request-context.ts';
import { handlers as install } from './modules/install/handlers.ts';
import { handlers as language } from './modules/language/handlers.ts';
import { handlers as plugin } from './modules/plugin/handlers.ts';
import { handlers as siteinfo } from './modules/siteinfo/handlers.ts';

/** Every operation's handler; the type makes a missing one a compile error. */
export const allHandlers: Handlers<HandlerContext> = {
  ...install,
  ...language,
  ...plugin,
  ...siteinfo,
};
