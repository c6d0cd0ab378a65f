import type { Handlers } from '../../../../generated/operations.ts';
import { AppError } from '../../http/app-error.ts';
import type { HandlerContext } from '../../http/request-context.ts';

type VoteHandlers = Pick<Handlers<HandlerContext>, 'voteUp' | 'voteDown'>;

const pending = async (): Promise<never> => {
  throw AppError.notFound();
};

export const handlers: VoteHandlers = {
  voteUp: pending,
  voteDown: pending,
};
