import type { HandlerContext } from '../../http/request-context.ts';

/**
 * The items waiting in the review queue that the caller may review, for the header's count.
 * TODO(lead, at merge): wire to the review module's `GET reviewing/type` logic (helper "flags",
 * src/server/modules/review); until then nobody is shown a review count.
 */
export async function reviewQueueCount(context: HandlerContext): Promise<{ count: number; canReview: boolean }> {
  void context;
  return { count: 0, canReview: false };
}
