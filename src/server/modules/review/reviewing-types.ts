import type { DataOf } from '../../../../generated/operations.ts';
import { AppError } from '../../http/app-error.ts';
import type { HandlerContext } from '../../http/request-context.ts';
import { isStaff, loadPrivilegeRanks } from '../../policies/privileges.ts';
import { countFlaggedObjects } from './flag-queue.ts';
import { auditableKinds, countSuggestedEdits } from './suggested-edits.ts';

type ReviewingType = DataOf<'listReviewingTypes'>[number];

/**
 * GET reviewing/type: the queues the caller may work on and how many items wait in each. Flags are for
 * staff (answer-api-facts §4.7); suggested edits for whoever may audit some kind of edit (§4.4).
 */
export async function listReviewingTypes(context: HandlerContext): Promise<ReviewingType[]> {
  const user = context.user;
  if (!user) throw AppError.unauthorized();
  const { db } = context.services;
  const queue = (name: ReviewingType['name'], todo: number): ReviewingType => ({
    name,
    label: context.t(`review.kind.${name}`),
    todo_amount: todo,
  });
  const types: ReviewingType[] = [];
  if (isStaff(user)) types.push(queue('flagged_post', await countFlaggedObjects(db)));
  const kinds = auditableKinds(user, await loadPrivilegeRanks(context));
  if (kinds.length > 0) types.push(queue('suggested_post_edit', await countSuggestedEdits(db, kinds)));
  return types;
}
