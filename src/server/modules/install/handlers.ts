import type { Handlers } from '../../../../generated/operations.ts';
import type { HandlerContext } from '../../http/request-context.ts';
import { handlers as language, siteLanguageOptions } from '../language/handlers.ts';
import { checkConfiguration } from './check-configuration.ts';
import { checkDatabase, initializeDatabase } from './initialize-database.ts';
import { assertNotInstalled } from './install-state.ts';
import { installSite } from './service.ts';

type InstallHandlers = Pick<
  Handlers<HandlerContext>,
  | 'installConfigFileCheck'
  | 'installDbCheck'
  | 'installInit'
  | 'installBaseInfo'
  | 'installLanguageOptions'
  | 'installLanguageConfig'
>;

const NO_INPUT = { query: undefined, params: undefined, body: undefined };

export const handlers: InstallHandlers = {
  installConfigFileCheck: async (_input, { services }) => checkConfiguration(services),

  installDbCheck: async ({ body }, { services }) => checkDatabase(services, body),

  installInit: async ({ body }, { services }) => {
    await initializeDatabase(services, body);
    return null;
  },

  installBaseInfo: async ({ body }, { services }) => {
    await installSite(services.db, services.version, body, services.translator.forLanguage(body.lang));
    return null;
  },

  // The same answers as the language calls, offered to the wizard before the site exists: the site's languages.
  installLanguageOptions: async (_input, context) => {
    await assertNotInstalled(context.services);
    return siteLanguageOptions();
  },

  installLanguageConfig: async (_input, context) => {
    await assertNotInstalled(context.services);
    return language.getLanguageConfig({ ...NO_INPUT, query: {} }, context);
  },
};
