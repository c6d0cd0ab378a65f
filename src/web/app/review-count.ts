import type { DataOf } from '../../../generated/operations.ts';
import { api } from './api-client.ts';
import { createExternalStore } from './external-store.ts';

/** The review queues the signed-in person may work on, with what waits in each; null until asked. */
export type ReviewQueues = DataOf<'listReviewingTypes'>;

export const reviewQueuesStore = createExternalStore<ReviewQueues | null>(null);

/** Asks GET reviewing/type again (after a review, or on another page) and shares the answer. */
export async function refreshReviewQueues(): Promise<void> {
  try {
    // a background count: a session that just ended (logging out) must not send anyone to the login page
    reviewQueuesStore.set(await api.listReviewingTypes({}, { passThroughErrors: true, ignore50X: true }));
  } catch {
    // the badge keeps its last count
  }
}
