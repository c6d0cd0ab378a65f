/**
 * The queued-posts queue (answer-api-facts §4.6): who is held, the queue's rows, and what waits in it.
 * A held post is written with status pending and a `post_review` row; nobody but its author and staff
 * sees it until review/pending-post.ts approves or rejects it.
 */
import type { Kysely, Selectable } from 'kysely';
import { constants } from '../../../../generated/constants.ts';
import type { Database, PostReviewTable } from '../../db/schema.ts';
import type { SessionUser } from '../../http/request-context.ts';
import { isStaff } from '../../policies/privileges.ts';
import type { WriteRules } from '../question/site-rules.ts';

export type PostReviewRow = Selectable<PostReviewTable>;

const { pending } = constants.post_review_status;

/** The status a new post of `author` starts with: pending below the write setting's reputation, staff never. */
export function newPostStatus(author: SessionUser, write: Pick<WriteRules, 'queue_below_reputation'>): number {
  const threshold = write.queue_below_reputation;
  const held = threshold > 0 && !isStaff(author) && author.rank < threshold;
  return held ? constants.post_status.pending : constants.post_status.normal;
}

/** Puts a post written as pending in the queue. */
export async function enqueuePost(
  trx: Kysely<Database>,
  post: { objectId: string; objectType: 'question' | 'answer'; userId: string },
  now: number,
): Promise<void> {
  await trx
    .insertInto('post_review')
    .values({
      user_id: post.userId,
      object_id: post.objectId,
      object_type: post.objectType,
      status: pending,
      created_at: now,
    })
    .execute();
}

/** The queue's rows whose post still waits (its author may have deleted it meanwhile), of one post when named. */
function waiting(db: Kysely<Database>, objectId: string | null) {
  const { pending: postPending } = constants.post_status;
  let query = db
    .selectFrom('post_review')
    .where('post_review.status', '=', pending)
    .where((eb) =>
      eb.or([
        eb.exists(
          eb
            .selectFrom('question')
            .select('question.id')
            .whereRef('question.id', '=', 'post_review.object_id')
            .where('question.status', '=', postPending),
        ),
        eb.exists(
          eb
            .selectFrom('answer')
            .select('answer.id')
            .whereRef('answer.id', '=', 'post_review.object_id')
            .where('answer.status', '=', postPending),
        ),
      ]),
    );
  if (objectId !== null) query = query.where('post_review.object_id', '=', objectId);
  return query;
}

/** How many posts wait for review (only `objectId`'s when given). */
export async function countQueuedPosts(db: Kysely<Database>, objectId: string | null = null): Promise<number> {
  const row = await waiting(db, objectId)
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The waiting post at `offset` in the queue, oldest first (only `objectId`'s when given). */
export async function queuedPostAt(
  db: Kysely<Database>,
  offset: number,
  objectId: string | null,
): Promise<PostReviewRow | undefined> {
  return waiting(db, objectId)
    .selectAll('post_review')
    .orderBy('post_review.id', 'asc')
    .limit(1)
    .offset(offset)
    .executeTakeFirst();
}
