import type { Handlers } from '../../../../generated/operations.ts';
import type { HandlerContext } from '../../http/request-context.ts';
import { loadLegal, loadSiteInfo } from '../../settings/site-settings.ts';

type SiteinfoHandlers = Pick<Handlers<HandlerContext>, 'getSiteInfo' | 'getSiteLegal'>;

export const handlers: SiteinfoHandlers = {
  getSiteInfo: async (_input, { services }) => loadSiteInfo(services),

  getSiteLegal: async ({ query }, { services }) => {
    const legal = await loadLegal(services);
    return query.info_type === 'tos'
      ? {
          terms_of_service_original_text: legal.terms_of_service_original_text,
          terms_of_service_parsed_text: legal.terms_of_service_parsed_text,
        }
      : {
          privacy_policy_original_text: legal.privacy_policy_original_text,
          privacy_policy_parsed_text: legal.privacy_policy_parsed_text,
        };
  },
};
