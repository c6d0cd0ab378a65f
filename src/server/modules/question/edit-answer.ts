import { constants } from '../../../../generated/constants.ts';
import type { BodyOf, DataOf } from '../../../../generated/operations.ts';
import { transactionWithRetry } from '../../db/retry-transaction.ts';
import { AppError } from '../../http/app-error.ts';
import type { HandlerContext } from '../../http/request-context.ts';
import { assertCaptcha, captchaUnit } from '../captcha/assert-captcha.ts';
import { assertMayEdit } from '../revision/edit-permission.ts';
import { writeRevision } from '../revision/write-revision.ts';
import { applyAnswerEdit } from './apply-edit.ts';
import { findVisibleAnswer } from './post-access.ts';

/** PUT answer: like editing a question, with the answer's powers; the question counts as active again. */
export async function editAnswer(
  context: HandlerContext,
  body: BodyOf<'updateAnswer'>,
): Promise<DataOf<'updateAnswer'>> {
  const user = context.user;
  if (!user) throw AppError.unauthorized();
  const { db } = context.services;
  const { answer } = await findVisibleAnswer(db, body.id, user);
  if (answer.status === constants.post_status.deleted) throw AppError.notFound('error.answer.not_found');
  const { direct } = await assertMayEdit(context, {
    kind: 'answer',
    objectId: answer.id,
    ownerId: String(answer.user_id),
  });
  await assertCaptcha(context, 'edit', body);
  const now = Math.floor(Date.now() / 1000);
  await transactionWithRetry(db, async (trx) => {
    const snapshot = { title: '', tags: [], original_text: body.content };
    const status = direct ? constants.revision_status.applied : constants.revision_status.unreviewed;
    const revisionId = await writeRevision(trx, {
      userId: user.id,
      objectType: 'answer',
      objectId: answer.id,
      snapshot,
      log: body.edit_summary ?? '',
      status,
      now,
    });
    if (!direct) return;
    await applyAnswerEdit(
      trx,
      answer,
      body.content,
      { editorId: user.id, revisionId, summary: body.edit_summary ?? null },
      now,
    );
  });
  await context.services.captcha.record('edit', captchaUnit(context));
  return { wait_for_review: !direct };
}
