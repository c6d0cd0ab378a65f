import type { Handlers } from '../../../../generated/operations.ts';
import { AppError } from '../../http/app-error.ts';
import type { HandlerContext } from '../../http/request-context.ts';

type CollectionHandlers = Pick<Handlers<HandlerContext>, 'switchCollection'>;

const pending = async (): Promise<never> => {
  throw AppError.notFound();
};

export const handlers: CollectionHandlers = {
  switchCollection: pending,
};
