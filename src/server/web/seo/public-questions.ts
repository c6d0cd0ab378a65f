import type { Kysely } from 'kysely';
import { constants } from '../../../../generated/constants.ts';
import type { Database } from '../../db/schema.ts';

const { normal, closed } = constants.post_status;

/** The questions anyone may read and crawlers may keep: live or closed, and listed. */
export function publicQuestions(db: Kysely<Database>) {
  return db
    .selectFrom('question')
    .where('question.status', 'in', [normal, closed])
    .where('question.show', '=', constants.post_show.listed);
}
