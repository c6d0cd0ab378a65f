import type { Handlers } from '../../../../generated/operations.ts';
import { AppError } from '../../http/app-error.ts';
import type { HandlerContext } from '../../http/request-context.ts';
import { findVisiblePost } from '../question/post-access.ts';
import { commentPage } from './comment-page.ts';
import { firstCommentPages } from './first-comment-pages.ts';
import { presentComments } from './presenter.ts';
import { addComment, deleteComment, loadLiveComment, updateComment } from './write-comment.ts';

type CommentHandlers = Pick<
  Handlers<HandlerContext>,
  'getCommentPage' | 'getFirstCommentsBatch' | 'getComment' | 'addComment' | 'updateComment' | 'deleteComment'
>;

export const handlers: CommentHandlers = {
  getCommentPage: async ({ query }, context) => commentPage(context, query),

  getFirstCommentsBatch: async ({ query }, context) => firstCommentPages(context, query),

  getComment: async ({ query }, context) => {
    const comment = await loadLiveComment(context, query.id);
    // a comment is as hidden as the post it is on, and says no more than "not found" about it
    await findVisiblePost(context.services.db, String(comment.object_id), context.user).catch(() => {
      throw AppError.notFound('error.comment.not_found');
    });
    const [info] = await presentComments(context, [comment]);
    return info!;
  },

  addComment: async ({ body }, context) => addComment(context, body),

  updateComment: async ({ body }, context) => updateComment(context, body),

  deleteComment: async ({ body }, context) => {
    await deleteComment(context, body);
    return null;
  },
};
