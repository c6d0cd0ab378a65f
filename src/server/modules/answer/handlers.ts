import type { Handlers } from '../../../../generated/operations.ts';
import { AppError } from '../../http/app-error.ts';
import type { HandlerContext } from '../../http/request-context.ts';

type AnswerHandlers = Pick<Handlers<HandlerContext>, 'addAnswer' | 'getAnswerPage' | 'getAnswerInfo' | 'acceptAnswer'>;

const pending = async (): Promise<never> => {
  throw AppError.notFound();
};

export const handlers: AnswerHandlers = {
  addAnswer: pending,
  getAnswerPage: pending,
  getAnswerInfo: pending,
  acceptAnswer: pending,
};
