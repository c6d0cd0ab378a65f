import { constants } from '../../../../generated/constants.ts';
import type { Handlers } from '../../../../generated/operations.ts';
import type { HandlerContext } from '../../http/request-context.ts';
import { adminAnswerPage } from './answer-list.ts';
import { adminQuestionPage } from './question-list.ts';

type AdminContentsHandlers = Pick<Handlers<HandlerContext>, 'getAdminQuestionPage' | 'getAdminAnswerPage'>;

const pageSizeOf = (size: number | undefined) => size ?? constants.admin_contents.page_size;

export const handlers: AdminContentsHandlers = {
  getAdminQuestionPage: async ({ query }, context) =>
    adminQuestionPage(context.services.db, query ?? {}, pageSizeOf(query?.page_size)),
  getAdminAnswerPage: async ({ query }, context) =>
    adminAnswerPage(context.services.db, query ?? {}, pageSizeOf(query?.page_size)),
};
