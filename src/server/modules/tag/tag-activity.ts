import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { recordActivity, type ActivityInput } from '../activity/record.ts';

/** Writes a row of a tag's timeline; tag activities belong to no question. */
export async function recordTagActivity(
  db: Kysely<Database>,
  activity: Omit<ActivityInput, 'questionId'>,
  now: number,
): Promise<void> {
  await recordActivity(db, { ...activity, questionId: '0' }, now);
}
