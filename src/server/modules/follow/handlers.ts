import type { Handlers } from '../../../../generated/operations.ts';
import { AppError } from '../../http/app-error.ts';
import type { HandlerContext } from '../../http/request-context.ts';

type FollowHandlers = Pick<Handlers<HandlerContext>, 'follow'>;

const pending = async (): Promise<never> => {
  throw AppError.notFound();
};

export const handlers: FollowHandlers = {
  follow: pending,
};
