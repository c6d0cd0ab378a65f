import type { Handlers } from '../../../../generated/operations.ts';
import { AppError } from '../../http/app-error.ts';
import type { HandlerContext } from '../../http/request-context.ts';
import { notificationPage } from './page.ts';
import { questionUpdates } from './question-updates.ts';
import { clearBadge, markAllRead, markRead, notificationStatus } from './status.ts';

type NotificationHandlers = Pick<
  Handlers<HandlerContext>,
  | 'getNotificationPage'
  | 'getNotificationStatus'
  | 'clearNotificationBadge'
  | 'readNotification'
  | 'readAllNotifications'
  | 'getQuestionUpdates'
>;

function callerId(context: HandlerContext): string {
  if (!context.user) throw AppError.unauthorized();
  return context.user.id;
}

export const handlers: NotificationHandlers = {
  getNotificationPage: ({ query }, context) => notificationPage(context, callerId(context), query),
  getNotificationStatus: (_input, context) => notificationStatus(context, callerId(context)),
  clearNotificationBadge: async ({ body }, context) => {
    await clearBadge(context.services.db, callerId(context), body.type);
    return null;
  },
  readNotification: async ({ body }, context) => {
    await markRead(context.services.db, callerId(context), body.id);
    return null;
  },
  readAllNotifications: async ({ body }, context) => {
    await markAllRead(context.services.db, callerId(context), body.type);
    return null;
  },
  getQuestionUpdates: ({ query }, context) => questionUpdates(context, query),
};
