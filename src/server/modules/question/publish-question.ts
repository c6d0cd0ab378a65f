import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { recordActivity } from '../activity/record.ts';
import { recordQuestionLinks } from './question-links.ts';

/** A question as it is published: when asked, or when a queued one is approved. */
export interface PublishedQuestion {
  id: string;
  userId: string;
  content: string;
  revisionId: string;
}

/**
 * What makes a new question known beyond its author: its `asked` timeline row and the links it makes to
 * other questions. Its tag relations are listed by the caller (asked listed, or moved when approved).
 */
export async function publishQuestion(trx: Kysely<Database>, question: PublishedQuestion, now: number): Promise<void> {
  const { id, userId, content, revisionId } = question;
  await recordActivity(trx, { objectId: id, questionId: id, userId, type: 'asked', revisionId }, now);
  await recordQuestionLinks(trx, { fromQuestionId: id, fromAnswerId: '0', text: content, now });
}
