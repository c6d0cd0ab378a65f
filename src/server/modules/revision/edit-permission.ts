import { AppError } from '../../http/app-error.ts';
import type { HandlerContext } from '../../http/request-context.ts';
import { assertPower, checkPower, loadPrivilegeRanks } from '../../policies/privileges.ts';
import { hasRevisionUnderReview } from './write-revision.ts';

export interface EditTarget {
  kind: 'question' | 'answer';
  objectId: string;
  ownerId: string;
}

/**
 * Whether the caller may edit the post now (answer-api-facts §4.4): its author or a holder of
 * <kind>.edit (else 403 with the reputation needed), and no edit of it awaiting review (else 400
 * review_underway, a toast). Answers whether the edit applies at once: the author's and a holder's
 * of <kind>.edit_without_review do; anyone else's waits for review.
 */
export async function assertMayEdit(context: HandlerContext, target: EditTarget): Promise<{ direct: boolean }> {
  const user = context.user;
  if (!user) throw AppError.unauthorized();
  await assertPower(context, `${target.kind}.edit`, target.ownerId);
  if (await hasRevisionUnderReview(context.services.db, target.objectId))
    throw AppError.badRequest('error.revision.review_underway', 'toast');
  const ranks = await loadPrivilegeRanks(context);
  return { direct: checkPower(user, `${target.kind}.edit_without_review`, ranks, target.ownerId).allowed };
}
