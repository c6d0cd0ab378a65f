import type { Handlers } from '../../../../generated/operations.ts';
import type { HandlerContext } from '../../http/request-context.ts';
import { readTimelineDetail } from './timeline-detail.ts';
import { readTimeline } from './timeline.ts';

type ActivityHandlers = Pick<Handlers<HandlerContext>, 'getTimeline' | 'getTimelineDetail'>;

export const handlers: ActivityHandlers = {
  getTimeline: async ({ query }, context) => readTimeline(context, query),
  getTimelineDetail: async ({ query }, context) => readTimelineDetail(context, query),
};
