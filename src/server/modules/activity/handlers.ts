import type { Handlers } from '../../../../generated/operations.ts';
import { AppError } from '../../http/app-error.ts';
import type { HandlerContext } from '../../http/request-context.ts';

type ActivityHandlers = Pick<Handlers<HandlerContext>, 'getTimeline' | 'getTimelineDetail'>;

const pending = async (): Promise<never> => {
  throw AppError.notFound();
};

export const handlers: ActivityHandlers = {
  getTimeline: pending,
  getTimelineDetail: pending,
};
