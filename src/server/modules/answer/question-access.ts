import type { Kysely, Selectable } from 'kysely';
import { constants } from '../../../../generated/constants.ts';
import type { Database, QuestionTable } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import type { SessionUser } from '../../http/request-context.ts';
import { isStaff } from '../../policies/privileges.ts';

export type QuestionRow = Selectable<QuestionTable>;

/** Whether the viewer sees what only an author and staff see (deleted, pending, unlisted posts). */
export function seesHidden(viewer: SessionUser | null, ownerId: string): boolean {
  return viewer !== null && (isStaff(viewer) || viewer.id === String(ownerId));
}

/**
 * The question `id` as `viewer` may see it: a deleted, pending or unlisted question is 404 to everyone
 * but its author and staff (answer-api-facts §4.5, §4.6).
 */
export async function loadVisibleQuestion(db: Kysely<Database>, id: string, viewer: SessionUser | null): Promise<QuestionRow> {
  const question = await db.selectFrom('question').selectAll().where('id', '=', id).executeTakeFirst();
  if (!question) throw AppError.notFound('error.question.not_found');
  const hidden =
    question.status === constants.post_status.deleted ||
    question.status === constants.post_status.pending ||
    question.show === constants.post_show.unlisted;
  if (hidden && !seesHidden(viewer, question.user_id)) throw AppError.notFound('error.question.not_found');
  return question;
}
