import type { HandlerContext } from '../../http/request-context.ts';
import { waitingReviews } from '../review/reviewing-types.ts';

/** The items waiting in the review queues the caller may work on, for the header's count. */
export async function reviewQueueCount(context: HandlerContext): Promise<{ count: number; canReview: boolean }> {
  if (!context.user) return { count: 0, canReview: false };
  const queues = await waitingReviews(context, context.user);
  return { count: queues.reduce((sum, queue) => sum + queue.todo, 0), canReview: queues.length > 0 };
}
