import { constants } from '../../../../generated/constants.ts';
import { objectTypeOf } from '../../db/object-id.ts';
import { AppError } from '../../http/app-error.ts';
import type { HandlerContext } from '../../http/request-context.ts';
import { findVisiblePost } from '../question/post-access.ts';

export type FlagKind = 'question' | 'answer' | 'comment';

/** What a flag is about: the object, its kind and its author. */
export interface FlagTarget {
  kind: FlagKind;
  id: string;
  authorId: string;
}

const notFound = () => AppError.notFound('error.report.object_not_found');

/**
 * The live question, answer or comment an id names, as the caller may see it; a deleted or hidden one,
 * or an id of another kind, is 404 (flagging says nothing about what the caller cannot see).
 */
export async function loadFlagTarget(context: HandlerContext, objectId: string): Promise<FlagTarget> {
  const { db } = context.services;
  const kind = objectTypeOf(objectId);
  if (kind === 'question' || kind === 'answer') {
    const post = await findVisiblePost(db, objectId, context.user).catch(() => {
      throw notFound();
    });
    if (post.status === constants.post_status.deleted) throw notFound();
    return { kind, id: post.id, authorId: post.ownerId };
  }
  if (kind !== 'comment') throw notFound();
  const comment = await db
    .selectFrom('comment')
    .select(['id', 'user_id', 'object_id', 'status'])
    .where('id', '=', objectId)
    .executeTakeFirst();
  if (!comment || comment.status === constants.post_status.deleted) throw notFound();
  await findVisiblePost(db, String(comment.object_id), context.user).catch(() => {
    throw notFound();
  });
  return { kind, id: String(comment.id), authorId: String(comment.user_id) };
}
