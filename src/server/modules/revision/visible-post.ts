import { objectTypeOf } from '../../db/object-id.ts';
import { AppError } from '../../http/app-error.ts';
import type { HandlerContext } from '../../http/request-context.ts';
import { toLongId } from '../../../shared/permalink/short-id.ts';
import { findVisibleAnswer, findVisibleQuestion } from '../question/post-access.ts';

/** The question or answer an id names, as the viewer may see it, with the question's title. */
export async function visiblePost(context: HandlerContext, rawId: string) {
  const id = toLongId(rawId);
  const kind = id ? objectTypeOf(id) : null;
  const { db } = context.services;
  if (kind === 'answer') {
    const { answer, question } = await findVisibleAnswer(db, rawId, context.user);
    return { kind, id: answer.id, ownerId: String(answer.user_id), status: answer.status, question };
  }
  if (kind !== 'question') throw AppError.notFound('error.question.not_found');
  const question = await findVisibleQuestion(db, rawId, context.user);
  return { kind, id: question.id, ownerId: String(question.user_id), status: question.status, question };
}

