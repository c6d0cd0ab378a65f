import { constants } from '../../../../generated/constants.ts';
import type { BodyOf, DataOf } from '../../../../generated/operations.ts';
import { transactionWithRetry } from '../../db/retry-transaction.ts';
import { AppError } from '../../http/app-error.ts';
import type { HandlerContext } from '../../http/request-context.ts';
import { loadPrivilegeRanks } from '../../policies/privileges.ts';
import { urlTitle } from '../../../shared/permalink/url-title.ts';
import { assertCaptcha, captchaUnit } from '../captcha/assert-captcha.ts';
import { assertMayEdit } from '../revision/edit-permission.ts';
import { writeRevision } from '../revision/write-revision.ts';
import { findVisibleQuestion } from './post-access.ts';
import { lockQuestion, resolvePostTags } from './post-tags.ts';
import { applyQuestionEdit } from './apply-edit.ts';
import { loadSiteRules } from './site-rules.ts';

/**
 * PUT question. The edit and its revision are one transaction; an edit that waits for review
 * writes only the revision (status unreviewed) and leaves the question as it was.
 */
export async function editQuestion(
  context: HandlerContext,
  body: BodyOf<'updateQuestion'>,
): Promise<DataOf<'updateQuestion'>> {
  const user = context.user;
  if (!user) throw AppError.unauthorized();
  const { db } = context.services;
  const question = await findVisibleQuestion(db, body.id, user);
  if (question.status === constants.post_status.deleted) throw AppError.notFound('error.question.not_found');
  const { direct } = await assertMayEdit(context, {
    kind: 'question',
    objectId: question.id,
    ownerId: String(question.user_id),
  });
  await assertCaptcha(context, 'edit', body);
  const [ranks, rules] = await Promise.all([loadPrivilegeRanks(context), loadSiteRules(db)]);
  const now = Math.floor(Date.now() / 1000);
  await transactionWithRetry(db, async (trx) => {
    await lockQuestion(trx, question.id);
    const tags = await resolvePostTags(trx, user, ranks, rules.write, body.tags, now);
    const snapshot = {
      title: body.title,
      tags: tags.map(({ slug_name, display_name, main_tag_slug_name }) => ({
        slug_name,
        display_name,
        main_tag_slug_name,
      })),
      original_text: body.content,
    };
    const status = direct ? constants.revision_status.applied : constants.revision_status.unreviewed;
    const revisionId = await writeRevision(trx, {
      userId: user.id,
      objectType: 'question',
      objectId: question.id,
      snapshot,
      log: body.edit_summary ?? '',
      status,
      now,
    });
    if (!direct) return;
    await applyQuestionEdit(
      trx,
      question,
      { title: body.title, content: body.content, tagIds: tags.map((tag) => tag.id) },
      { editorId: user.id, revisionId, summary: body.edit_summary ?? null },
      now,
    );
  });
  await context.services.captcha.record('edit', captchaUnit(context));
  return { url_title: urlTitle(direct ? body.title : question.title), wait_for_review: !direct };
}
