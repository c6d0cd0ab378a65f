import type { CaptchaAnswer } from '../../../../machines/report-captcha.machine.ts';
import type { BodyOf } from '../../../../generated/operations.ts';
import { api } from '../../app/api-client.ts';

export type PostKind = 'question' | 'answer';

/** A member action answered by a confirm dialog, as the status calls name it. */
export type ConfirmAction = 'reopen' | 'delete' | 'undelete' | 'pin' | 'unpin' | 'hide' | 'show';

/** The status call behind a confirmed action; deletes carry the captcha answer when one was asked for. */
export async function runConfirmedAction(
  kind: PostKind,
  id: string,
  action: ConfirmAction,
  captcha: CaptchaAnswer | null,
): Promise<void> {
  switch (action) {
    case 'delete':
      if (kind === 'question') await api.deleteQuestion({ body: { id, ...captcha } });
      else await api.deleteAnswer({ body: { id, ...captcha } });
      return;
    case 'undelete':
      if (kind === 'question') await api.recoverQuestion({ body: { question_id: id } });
      else await api.recoverAnswer({ body: { answer_id: id } });
      return;
    case 'reopen':
      await api.reopenQuestion({ body: { question_id: id } });
      return;
    default:
      await api.operateQuestion({ body: { id, operation: action } });
  }
}

export type CloseType = BodyOf<'closeQuestion'>['close_type'];

export async function closeQuestion(id: string, closeType: CloseType, closeMsg: string): Promise<void> {
  await api.closeQuestion({ body: { id, close_type: closeType, close_msg: closeMsg } });
}
