import type { Handlers } from '../../../../generated/operations.ts';
import type { HandlerContext } from '../../http/request-context.ts';
import { addReport } from './add-report.ts';

type ReportHandlers = Pick<Handlers<HandlerContext>, 'addReport'>;

export const handlers: ReportHandlers = {
  addReport: async ({ body }, context) => addReport(context, body),
};
