/**
 * What the review queue tells the notification domain, one call site per event, each made inside the
 * transaction of the change it reports. They record nothing yet: the notifications module wires them
 * (a post deleted by review tells its author; an approved or rejected suggested edit tells its editor).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export interface PostDeletedByReview {
  objectId: string;
  objectType: 'question' | 'answer' | 'comment';
  authorId: string;
  reviewerId: string;
}

export interface SuggestedEditReviewed {
  revisionId: string;
  objectId: string;
  objectType: string;
  editorId: string;
  reviewerId: string;
  approved: boolean;
}

export async function postDeletedByReview(_trx: Kysely<Database>, _event: PostDeletedByReview): Promise<void> {}

export async function suggestedEditReviewed(_trx: Kysely<Database>, _event: SuggestedEditReviewed): Promise<void> {}
