import type { Handlers } from '../../../../generated/operations.ts';
import type { HandlerContext } from '../../http/request-context.ts';
import { commentPage } from './comment-page.ts';
import { presentComments } from './presenter.ts';
import { addComment, deleteComment, loadLiveComment, updateComment } from './write-comment.ts';

type CommentHandlers = Pick<Handlers<HandlerContext>, 'getCommentPage' | 'getComment' | 'addComment' | 'updateComment' | 'deleteComment'>;

export const handlers: CommentHandlers = {
  getCommentPage: async ({ query }, context) => commentPage(context, query),

  getComment: async ({ query }, context) => {
    const [info] = await presentComments(context, [await loadLiveComment(context, query.id)]);
    return info!;
  },

  addComment: async ({ body }, context) => addComment(context, body),

  updateComment: async ({ body }, context) => updateComment(context, body),

  deleteComment: async ({ body }, context) => {
    await deleteComment(context, body);
    return null;
  },
};
