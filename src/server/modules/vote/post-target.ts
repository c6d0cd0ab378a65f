import type { Kysely } from 'kysely';
import { constants } from '../../../../generated/constants.ts';
import { objectTypeOf } from '../../db/object-id.ts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import type { SessionUser } from '../../http/request-context.ts';
import { findVisiblePosts } from '../question/visible-posts.ts';

export type PostKind = 'question' | 'answer' | 'comment';

/** What votes, bookmarks, reactions and comments need to know about the object they act on. */
export interface PostTarget {
  kind: PostKind;
  id: string;
  /** the author */
  userId: string;
  /** the question itself, or the question the answer or comment belongs to */
  questionId: string;
  /** the question or answer itself, or the one the comment is on */
  postId: string;
  status: number;
}

/**
 * The question, answer or comment an object id names, among `kinds`. An id of another kind is the
 * caller's `wrongKind` refusal; an unknown one is 404.
 */
export async function loadPostTarget(
  db: Kysely<Database>,
  objectId: string,
  kinds: readonly PostKind[],
  wrongKind: AppError,
): Promise<PostTarget> {
  const kind = objectTypeOf(objectId);
  if (!kind || !(kinds as readonly string[]).includes(kind))
    throw kind ? wrongKind : AppError.notFound('error.object.not_found');
  const row = await selectTarget(db, kind as PostKind, objectId);
  if (!row) throw AppError.notFound('error.object.not_found');
  return {
    kind: kind as PostKind,
    id: objectId,
    userId: row.user_id,
    questionId: row.question_id,
    postId: row.post_id,
    status: row.status,
  };
}

function selectTarget(db: Kysely<Database>, kind: PostKind, id: string) {
  switch (kind) {
    case 'question':
      return db
        .selectFrom('question')
        .select(['user_id', 'id as question_id', 'id as post_id', 'status'])
        .where('id', '=', id)
        .executeTakeFirst();
    case 'answer':
      return db
        .selectFrom('answer')
        .select(['user_id', 'question_id', 'id as post_id', 'status'])
        .where('id', '=', id)
        .executeTakeFirst();
    case 'comment':
      return db
        .selectFrom('comment')
        .select(['user_id', 'question_id', 'object_id as post_id', 'status'])
        .where('id', '=', id)
        .executeTakeFirst();
  }
}

/** Refuses acting on a deleted post or comment. */
export function assertNotDeleted(target: PostTarget): void {
  if (target.status === constants.post_status.deleted)
    throw AppError.badRequest('error.object.deleted_cannot_operate', 'toast');
}

/**
 * Refuses acting on what the viewer may not see (a pending post, or an unlisted one, not theirs), as reading
 * it is refused: 404, so the answer tells nothing of it.
 */
export async function assertVisibleTo(
  db: Kysely<Database>,
  target: PostTarget,
  viewer: SessionUser | null,
): Promise<void> {
  if (!(await findVisiblePosts(db, [target.postId], viewer)).has(target.postId))
    throw AppError.notFound('error.object.not_found');
}
