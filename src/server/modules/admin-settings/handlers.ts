import type { Handler, Handlers } from '../../../../generated/operations.ts';
import { settingsPages, type SettingsOperationId } from '../../../../generated/settings-pages.ts';
import type { HandlerContext } from '../../http/request-context.ts';
import { readPage, savePage } from './service.ts';

type SettingsHandlers = Pick<Handlers<HandlerContext>, SettingsOperationId>;
type AnyHandler = Handler<SettingsOperationId, HandlerContext>;

/**
 * The GET and PUT of every page of spec/settings/ (the generator marks them x-handler admin-settings,
 * so its handlers check accepts this table built from generated/settings-pages.ts).
 */
export const handlers = Object.fromEntries(
  settingsPages.flatMap((page) => [
    [page.get, (async (_input, context) => readPage(page, context)) as AnyHandler],
    [page.put, (async ({ body }, context) => savePage(page, body as Record<string, unknown>, context)) as AnyHandler],
  ]),
) as SettingsHandlers;
