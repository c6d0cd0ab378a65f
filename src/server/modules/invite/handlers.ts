import type { Handlers } from '../../../../generated/operations.ts';
import { AppError } from '../../http/app-error.ts';
import type { HandlerContext } from '../../http/request-context.ts';

type InviteHandlers = Pick<Handlers<HandlerContext>, 'getQuestionInvites' | 'updateQuestionInvites'>;

const pending = async (): Promise<never> => {
  throw AppError.notFound();
};

export const handlers: InviteHandlers = {
  getQuestionInvites: pending,
  updateQuestionInvites: pending,
};
