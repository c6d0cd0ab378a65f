import type { Selectable } from 'kysely';
import type { DataOf } from '../../../../generated/operations.ts';
import type { CommentTable } from '../../db/schema.ts';
import type { HandlerContext } from '../../http/request-context.ts';
import { loadPrivilegeRanks } from '../../policies/privileges.ts';
import { commentMemberActions } from '../post-status/member-actions.ts';
import { loadUserBasics } from '../user/basic-info.ts';
import { viewerVotes } from '../vote/vote-counts.ts';

export type CommentRow = Selectable<CommentTable>;
export type CommentInfo = DataOf<'getComment'>;

/**
 * Comments as the API shows them to the viewer, in a fixed number of queries whatever their number:
 * authors and replied-to people in one batch, the viewer's votes, the privilege ranks.
 */
export async function presentComments(context: HandlerContext, comments: CommentRow[]): Promise<CommentInfo[]> {
  if (comments.length === 0) return [];
  const { db } = context.services;
  const viewer = context.user;
  const [users, votes, ranks] = await Promise.all([
    loadUserBasics(
      db,
      comments.flatMap((comment) => [String(comment.user_id), String(comment.reply_user_id ?? '')]),
    ),
    viewerVotes(
      db,
      viewer?.id,
      comments.map((comment) => String(comment.id)),
    ),
    loadPrivilegeRanks(context),
  ]);
  const now = Math.floor(Date.now() / 1000);
  return comments.map((comment) => {
    const author = users.get(String(comment.user_id));
    const replied = comment.reply_user_id ? users.get(String(comment.reply_user_id)) : undefined;
    return {
      comment_id: String(comment.id),
      created_at: Number(comment.created_at),
      object_id: String(comment.object_id),
      vote_count: comment.vote_count,
      is_vote: votes.get(String(comment.id)) === 'vote_up',
      original_text: comment.original_text,
      parsed_text: comment.parsed_text,
      user_id: String(comment.user_id),
      username: author?.username ?? '',
      user_display_name: author?.display_name ?? '',
      user_avatar: author?.avatar ?? '',
      user_status: author?.status ?? 'deleted',
      reply_user_id: replied?.id ?? '',
      reply_username: replied?.username ?? '',
      reply_user_display_name: replied?.display_name ?? '',
      reply_comment_id: comment.reply_comment_id ? String(comment.reply_comment_id) : '',
      reply_user_status: replied?.status ?? '',
      member_actions: commentMemberActions(comment, viewer, ranks, now, context.t),
    };
  });
}
