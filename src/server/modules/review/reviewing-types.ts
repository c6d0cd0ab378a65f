import type { DataOf } from '../../../../generated/operations.ts';
import { AppError } from '../../http/app-error.ts';
import type { HandlerContext, SessionUser } from '../../http/request-context.ts';
import { isStaff, loadPrivilegeRanks } from '../../policies/privileges.ts';
import { countFlaggedObjects } from './flag-queue.ts';
import { countQueuedPosts } from './post-queue.ts';
import { auditableKinds, countSuggestedEdits } from './suggested-edits.ts';

type ReviewingType = DataOf<'listReviewingTypes'>[number];

/** The queues `user` may work on and how many items wait in each. */
export async function waitingReviews(
  context: HandlerContext,
  user: SessionUser,
): Promise<Array<{ name: ReviewingType['name']; todo: number }>> {
  const { db } = context.services;
  const queues: Array<{ name: ReviewingType['name']; todo: number }> = [];
  if (isStaff(user)) {
    queues.push({ name: 'queued_post', todo: await countQueuedPosts(db) });
    queues.push({ name: 'flagged_post', todo: await countFlaggedObjects(db) });
  }
  const kinds = auditableKinds(user, await loadPrivilegeRanks(context));
  if (kinds.length > 0) queues.push({ name: 'suggested_post_edit', todo: await countSuggestedEdits(db, kinds) });
  return queues;
}

/**
 * GET reviewing/type: the queues the caller may work on and how many items wait in each. Queued posts and
 * flags are for staff (answer-api-facts §4.6, §4.7); suggested edits for whoever may audit some kind of edit (§4.4).
 */
export async function listReviewingTypes(context: HandlerContext): Promise<ReviewingType[]> {
  const user = context.user;
  if (!user) throw AppError.unauthorized();
  return (await waitingReviews(context, user)).map(({ name, todo }) => ({
    name,
    label: context.t(`review.kind.${name}`),
    todo_amount: todo,
  }));
}
