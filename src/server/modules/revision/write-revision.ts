import type { Kysely } from 'kysely';
import { constants } from '../../../../generated/constants.ts';
import { insertReturningId } from '../../db/insert-returning-id.ts';
import type { Database } from '../../db/schema.ts';

/** A tag as a revision remembers it. */
export interface SnapshotTag {
  slug_name: string;
  display_name: string;
  main_tag_slug_name: string;
}

/** What a revision keeps of its post (an answer's has an empty title and no tags). */
export interface RevisionSnapshot {
  title: string;
  tags: SnapshotTag[];
  original_text: string;
}

export interface RevisionInput {
  userId: string;
  objectType: 'question' | 'answer' | 'tag';
  objectId: string;
  snapshot: RevisionSnapshot;
  /** the edit summary */
  log: string;
  status: number;
  now: number;
}

export async function writeRevision(trx: Kysely<Database>, revision: RevisionInput): Promise<string> {
  return insertReturningId(trx, 'revision', {
    user_id: revision.userId,
    object_type: revision.objectType,
    object_id: revision.objectId,
    title: revision.snapshot.title,
    content: JSON.stringify(revision.snapshot),
    log: revision.log,
    status: revision.status,
    created_at: revision.now,
  });
}

export function parseSnapshot(content: string): RevisionSnapshot {
  const parsed = JSON.parse(content) as Partial<RevisionSnapshot>;
  return { title: parsed.title ?? '', tags: parsed.tags ?? [], original_text: parsed.original_text ?? '' };
}

/** Whether an edit of the post waits for review; while it does, nobody may edit the post (answer-api-facts §4.4). */
export async function hasRevisionUnderReview(db: Kysely<Database>, objectId: string): Promise<boolean> {
  const row = await db
    .selectFrom('revision')
    .select('id')
    .where('object_id', '=', objectId)
    .where('status', '=', constants.revision_status.unreviewed)
    .executeTakeFirst();
  return row !== undefined;
}
