import { constants } from '../../../../generated/constants.ts';
import type { Handlers } from '../../../../generated/operations.ts';
import type { HandlerContext } from '../../http/request-context.ts';

type LanguageHandlers = Pick<
  Handlers<HandlerContext>,
  'getLanguageOptions' | 'getAdminLanguageOptions' | 'getLanguageConfig'
>;

const languageOptions = async () => constants.languages.available.map(({ label, value }) => ({ label, value }));

export const handlers: LanguageHandlers = {
  getLanguageOptions: languageOptions,

  getAdminLanguageOptions: languageOptions,

  getLanguageConfig: async (_input, { services, language }) => ({ ui: services.translator.bundles[language] }),
};
