import type { Kysely } from 'kysely';
import type { constants } from '../../../../generated/constants.ts';
import type { Database } from '../../db/schema.ts';

export type ActivityType = (typeof constants.activity_types)[number];

export interface ActivityInput {
  /** the post (or comment) the change happened to */
  objectId: string;
  /** the question it belongs to, so a question's timeline can gather its answers' changes */
  questionId: string;
  /** who made the change */
  userId: string;
  type: ActivityType;
  revisionId?: string;
  /** what goes with it: a close reason, an edit summary */
  comment?: string | null;
}

/**
 * Writes one timeline row (docs/architecture.md: every state change writes a timeline row). Pass the transaction
 * of the change itself, so the timeline never shows a change that did not happen.
 */
export async function recordActivity(
  db: Kysely<Database>,
  activity: ActivityInput,
  now = Math.floor(Date.now() / 1000),
): Promise<void> {
  await db
    .insertInto('activity')
    .values({
      object_id: activity.objectId,
      question_id: activity.questionId,
      user_id: activity.userId,
      activity_type: activity.type,
      revision_id: activity.revisionId ?? 0,
      comment: activity.comment ?? null,
      created_at: now,
    })
    .execute();
}
