import { constants } from '../../../../generated/constants.ts';
import type { Handlers } from '../../../../generated/operations.ts';
import type { HandlerContext } from '../../http/request-context.ts';
import { parseSearchQuery } from '../../../shared/search/parse-query.ts';
import { shortenSearchQuery } from '../../../shared/search/shorten-query.ts';
import { stopWordsOf } from '../../plugins/search/database/stop-words.ts';
import { siteLanguage } from '../../settings/site-settings.ts';
import { assertCaptcha, captchaUnit } from '../captcha/assert-captcha.ts';
import { searchPage } from './cached-search.ts';
import { searchCondition } from './condition.ts';

type SearchHandlers = Pick<Handlers<HandlerContext>, 'search' | 'getSearchDescription'>;

export const handlers: SearchHandlers = {
  search: async ({ query }, context) => {
    // only anonymous searches are counted toward a captcha (answer-api-facts §1.6, by address)
    if (!context.user) await assertCaptcha(context, 'search', query);
    const { db } = context.services;
    // the schema fills in the defaults; these only satisfy the types
    const { q, order = constants.sorts.search[0], page = 1, size = constants.search.default_page_size } = query;
    const searched = shortenSearchQuery(q);
    const parsed = parseSearchQuery(searched.query, stopWordsOf(await siteLanguage(db)));
    const condition = await searchCondition(db, parsed, context.user, { order, page, size });
    const results = condition
      ? await searchPage(db, await context.services.search.active(db), condition)
      : { count: 0, list: [] };
    if (!context.user) await context.services.captcha.record('search', captchaUnit(context));
    return { ...results, ...searched };
  },

  getSearchDescription: async (_request, context) =>
    (await context.services.search.active(context.services.db)).description(),
};
