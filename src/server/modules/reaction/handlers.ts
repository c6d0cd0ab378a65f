import type { Handlers } from '../../../../generated/operations.ts';
import { AppError } from '../../http/app-error.ts';
import type { HandlerContext } from '../../http/request-context.ts';

type ReactionHandlers = Pick<Handlers<HandlerContext>, 'getReactions' | 'updateReaction'>;

const pending = async (): Promise<never> => {
  throw AppError.notFound();
};

export const handlers: ReactionHandlers = {
  getReactions: pending,
  updateReaction: pending,
};
