import type { Handlers } from '../../../../generated/operations.ts';
import { AppError } from '../../http/app-error.ts';
import type { HandlerContext } from '../../http/request-context.ts';

type RevisionHandlers = Pick<Handlers<HandlerContext>, 'getRevisions' | 'checkEditPermission'>;

const pending = async (): Promise<never> => {
  throw AppError.notFound();
};

export const handlers: RevisionHandlers = {
  getRevisions: pending,
  checkEditPermission: pending,
};
