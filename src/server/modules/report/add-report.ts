import { constants } from '../../../../generated/constants.ts';
import type { BodyOf } from '../../../../generated/operations.ts';
import { reasonContentProblem } from '../../../../machines/post-lifecycle.reason-content.ts';
import { nextObjectId } from '../../db/object-id.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { AppError } from '../../http/app-error.ts';
import type { HandlerContext } from '../../http/request-context.ts';
import { loadSiteInfo } from '../../settings/site-settings.ts';
import { siteLink } from '../../settings/site-url.ts';
import { assertCaptcha, captchaUnit } from '../captcha/assert-captcha.ts';
import { contentTypeOf, reasonById } from '../post-status/reasons.ts';
import { loadFlagTarget, type FlagKind } from './flag-target.ts';

const alreadyFlagged = () => AppError.badRequest('error.report.already_flagged', 'toast');

/** The flag reason chosen, when it is one offered for this kind of object (GET reasons?action=flag). */
function flagReason(kind: FlagKind, reportType: number) {
  const offered: readonly number[] = constants.reasons.lists[`${kind}_flag`];
  const reason = offered.includes(reportType) ? reasonById(reportType) : undefined;
  if (!reason) throw AppError.field('report_type', 'validation.report.reason_required');
  return reason;
}

/**
 * POST report (answer-api-facts §4.7): a member flags a live question, answer or comment they can see,
 * with a flag reason of its kind and the content that reason asks for (§5: text; reason 60 a link on this
 * site). Each person flags an object once; the flag waits for staff in the review queue.
 */
export async function addReport(context: HandlerContext, body: BodyOf<'addReport'>): Promise<null> {
  const user = context.user;
  if (!user) throw AppError.unauthorized();
  const { db } = context.services;
  const target = await loadFlagTarget(context, body.object_id);
  const reason = flagReason(target.kind, body.report_type);
  const content = (body.content ?? '').trim();
  const siteOrigin = siteLink((await loadSiteInfo(context.services)).general.site_url, context.client.origin, '');
  const problem = reasonContentProblem(reason.id, contentTypeOf(reason), content, siteOrigin);
  if (problem) throw AppError.field('content', problem);
  const earlier = await db
    .selectFrom('report')
    .select('id')
    .where('user_id', '=', user.id)
    .where('object_id', '=', target.id)
    .executeTakeFirst();
  if (earlier) throw alreadyFlagged();
  await assertCaptcha(context, 'report', body);
  const now = Math.floor(Date.now() / 1000);
  try {
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('report')
        .values({
          id: await nextObjectId(trx, 'report'),
          user_id: user.id,
          object_id: target.id,
          object_type: target.kind,
          reported_user_id: target.authorId,
          report_type: reason.id,
          content: contentTypeOf(reason) === '' ? '' : content,
          status: constants.report_status.pending,
          flagged_at: now,
        })
        .execute();
    });
  } catch (error) {
    // the same person's flag sent twice at once: the unique pair lets one through
    if (isUniqueViolation(error)) throw alreadyFlagged();
    throw error;
  }
  await context.services.captcha.record('report', captchaUnit(context));
  return null;
}
