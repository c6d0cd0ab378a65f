import type { Handlers } from '../../../../generated/operations.ts';
import type { HandlerContext } from '../../http/request-context.ts';
import { siteDashboard } from './dashboard.ts';

type AdminDashboardHandlers = Pick<Handlers<HandlerContext>, 'getAdminDashboard'>;

export const handlers: AdminDashboardHandlers = {
  getAdminDashboard: async (_request, context) => siteDashboard(context.services),
};
