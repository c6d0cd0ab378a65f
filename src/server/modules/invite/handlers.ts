import type { Handlers } from '../../../../generated/operations.ts';
import { constants } from '../../../../generated/constants.ts';
import { insertIfAbsent } from '../../db/insert-if-absent.ts';
import { transactionWithRetry } from '../../db/retry-transaction.ts';
import { notifyInvited } from '../notification/events.ts';
import { AppError } from '../../http/app-error.ts';
import type { HandlerContext } from '../../http/request-context.ts';
import { findVisibleQuestion } from '../question/post-access.ts';
import { assertCaptcha, captchaUnit } from '../captcha/assert-captcha.ts';
import { loadUserBasics } from '../user/basic-info.ts';

type InviteHandlers = Pick<Handlers<HandlerContext>, 'getQuestionInvites' | 'updateQuestionInvites'>;

export const handlers: InviteHandlers = {
  getQuestionInvites: async ({ query }, context) => {
    const { db } = context.services;
    const question = await findVisibleQuestion(db, query.id, context.user);
    const rows = await db
      .selectFrom('question_invite')
      .select('user_id')
      .where('question_id', '=', question.id)
      .orderBy('id', 'asc')
      .execute();
    const users = await loadUserBasics(
      db,
      rows.map((row) => String(row.user_id)),
    );
    return rows.flatMap((row) => users.get(String(row.user_id)) ?? []);
  },

  /**
   * Replaces the question's invitations with the active accounts among the usernames (the asker is
   * never invited to their own question). Rows of people still invited are kept, so the newly added
   * rows are exactly the people to notify.
   */
  updateQuestionInvites: async ({ body }, context) => {
    const inviter = context.user;
    if (!inviter) throw AppError.unauthorized();
    const { db } = context.services;
    const question = await findVisibleQuestion(db, body.id, inviter);
    if (question.status === constants.post_status.deleted)
      throw AppError.badRequest('error.object.deleted_cannot_operate', 'toast');
    await assertCaptcha(context, 'invitation_answer', body);
    const usernames = [
      ...new Set(body.invite_user.map((name) => name.trim().replace(/^@/, '').toLowerCase()).filter(Boolean)),
    ];
    const invited = usernames.length
      ? await db
          .selectFrom('users')
          .select('id')
          .where('username', 'in', usernames)
          .where('status', '=', constants.user_status.normal)
          .where('mail_status', '=', constants.mail_status.active)
          .where('id', '!=', question.user_id)
          .execute()
      : [];
    const ids = invited.map((row) => String(row.id));
    const now = Math.floor(Date.now() / 1000);
    await transactionWithRetry(db, async (trx) => {
      let stale = trx.deleteFrom('question_invite').where('question_id', '=', question.id);
      if (ids.length > 0) stale = stale.where('user_id', 'not in', ids);
      await stale.execute();
      const kept = new Set(
        (
          await trx.selectFrom('question_invite').select('user_id').where('question_id', '=', question.id).execute()
        ).map((row) => String(row.user_id)),
      );
      // only those this request really added hear of it: the same invitation sent twice at once notifies once
      const added: string[] = [];
      for (const userId of ids.filter((id) => !kept.has(id))) {
        const invite = { question_id: question.id, user_id: userId, inviter_id: inviter.id, created_at: now };
        if ((await insertIfAbsent(trx, 'question_invite', invite, ['question_id', 'user_id'])) > 0) added.push(userId);
      }
      await notifyInvited(trx, { questionId: String(question.id), invitedIds: added, actorId: inviter.id }, now);
      await trx
        .updateTable('question')
        .set({ invite_user_ids: JSON.stringify(ids) })
        .where('id', '=', question.id)
        .execute();
    });
    await context.services.captcha.record('invitation_answer', captchaUnit(context));
    return null;
  },
};
