import type { Handlers } from '../../../../generated/operations.ts';
import { AppError } from '../../http/app-error.ts';
import type { HandlerContext } from '../../http/request-context.ts';

type CommentHandlers = Pick<Handlers<HandlerContext>, 'getCommentPage' | 'getComment' | 'addComment' | 'updateComment' | 'deleteComment'>;

const pending = async (): Promise<never> => {
  throw AppError.notFound();
};

export const handlers: CommentHandlers = {
  getCommentPage: pending,
  getComment: pending,
  addComment: pending,
  updateComment: pending,
  deleteComment: pending,
};
