import type { Handlers } from '../../../../generated/operations.ts';
import type { HandlerContext } from '../../http/request-context.ts';
import { renderMarkdown } from '../../render/markdown.ts';

export const handlers: Pick<Handlers<HandlerContext>, 'renderPost'> = {
  /** POST post/render: the HTML a post with this markdown would store (same rules as every write). */
  renderPost: async ({ body }) => renderMarkdown(body.content),
};
