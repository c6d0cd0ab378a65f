import type { Kysely, Selectable } from 'kysely';
import { constants } from '../../../../generated/constants.ts';
import { objectTypeOf } from '../../db/object-id.ts';
import type { AnswerTable, Database, QuestionTable } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import type { SessionUser } from '../../http/request-context.ts';
import { isStaff } from '../../policies/privileges.ts';
import { toLongId } from '../../../shared/permalink/short-id.ts';

export type QuestionRow = Selectable<QuestionTable>;
export type AnswerRow = Selectable<AnswerTable>;

const { deleted, pending } = constants.post_status;

/** The long id of a question or answer id sent in either form, when it names that kind of object. */
export function longIdOf(value: string, kind: 'question' | 'answer'): string | null {
  const id = toLongId(value);
  return id !== null && objectTypeOf(id) === kind ? id : null;
}

/**
 * Whether the viewer may see a post: a deleted one only staff; a pending or unlisted question only
 * its author and staff (answer-api-facts §4.5, §4.6).
 */
export function maySee(post: { status: number; user_id: string; show?: number }, viewer: SessionUser | null): boolean {
  if (isStaff(viewer)) return true;
  if (post.status === deleted) return false;
  const own = viewer !== null && String(post.user_id) === viewer.id;
  if (post.status === pending || post.show === constants.post_show.unlisted) return own;
  return true;
}

/** The question the viewer may see, or 404 question not found. */
export async function findVisibleQuestion(
  db: Kysely<Database>,
  rawId: string,
  viewer: SessionUser | null,
): Promise<QuestionRow> {
  const id = longIdOf(rawId, 'question');
  const question = id ? await db.selectFrom('question').selectAll().where('id', '=', id).executeTakeFirst() : undefined;
  if (!question || !maySee(question, viewer)) throw AppError.notFound('error.question.not_found');
  return question;
}

/** The answer (and its question) the viewer may see, or 404 answer not found. */
export async function findVisibleAnswer(
  db: Kysely<Database>,
  rawId: string,
  viewer: SessionUser | null,
): Promise<{ answer: AnswerRow; question: QuestionRow }> {
  const id = longIdOf(rawId, 'answer');
  const answer = id ? await db.selectFrom('answer').selectAll().where('id', '=', id).executeTakeFirst() : undefined;
  const question = answer
    ? await db.selectFrom('question').selectAll().where('id', '=', answer.question_id).executeTakeFirst()
    : undefined;
  if (!answer || !question || !maySee(answer, viewer) || !maySee(question, viewer))
    throw AppError.notFound('error.answer.not_found');
  return { answer, question };
}

/**
 * The question or answer an id names, as the viewer may see it, with its question: the one gate of
 * everything hanging off a post (its answers, comments, revisions, timeline). 404 otherwise.
 */
export async function findVisiblePost(db: Kysely<Database>, rawId: string, viewer: SessionUser | null) {
  const id = toLongId(rawId);
  const kind = id ? objectTypeOf(id) : null;
  if (kind === 'answer') {
    const { answer, question } = await findVisibleAnswer(db, rawId, viewer);
    return { kind, id: answer.id, ownerId: String(answer.user_id), status: answer.status, question };
  }
  if (kind !== 'question') throw AppError.notFound('error.question.not_found');
  const question = await findVisibleQuestion(db, rawId, viewer);
  return { kind, id: question.id, ownerId: String(question.user_id), status: question.status, question };
}
