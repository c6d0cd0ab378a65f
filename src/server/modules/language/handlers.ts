import { constants } from '../../../../generated/constants.ts';
import type { Handlers } from '../../../../generated/operations.ts';
import type { HandlerContext } from '../../http/request-context.ts';
import { languageOfVersion } from '../../i18n/bundle-version.ts';

type LanguageHandlers = Pick<
  Handlers<HandlerContext>,
  'getLanguageOptions' | 'getAdminLanguageOptions' | 'getLanguageConfig'
>;

/** The languages a site may be in. */
export const siteLanguageOptions = async () =>
  constants.languages.available.map(({ label, value }) => ({ label, value }));

export const handlers: LanguageHandlers = {
  // what a person may choose (product spec §3 user settings): first the site's own language, then each one
  getLanguageOptions: async (_input, context) => [
    { label: context.t('settings.interface.language.default'), value: constants.languages.user_default },
    ...(await siteLanguageOptions()),
  ],

  getAdminLanguageOptions: siteLanguageOptions,

  getLanguageConfig: async ({ query }, { services, language, keepForever }) => {
    // the bundle a drawn page names by its content hash, whatever language the browser's preload asks for
    const named = query.v ? languageOfVersion(services.translator, query.v) : null;
    if (named) keepForever();
    return { ui: services.translator.bundles[named ?? language] };
  },
};
