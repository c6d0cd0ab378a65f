import type { Handlers } from '../../../../generated/operations.ts';
import { AppError } from '../../http/app-error.ts';
import type { HandlerContext } from '../../http/request-context.ts';
import { assertCaptcha, captchaUnit } from '../captcha/assert-captcha.ts';
import { answerStatusEvent, changeAnswer } from './answer-changes.ts';
import { checkCloseMessage } from './close-reason.ts';
import { adminStatusChange } from './admin-question-status.ts';
import {
  changeQuestion,
  closeChange,
  deleteChange,
  featureChange,
  operationChanges,
  reopenChange,
  undeleteChange,
} from './question-changes.ts';
import { reasonsFor } from './reasons.ts';

type PostStatusHandlers = Pick<
  Handlers<HandlerContext>,
  | 'closeQuestion'
  | 'reopenQuestion'
  | 'operateQuestion'
  | 'deleteQuestion'
  | 'recoverQuestion'
  | 'deleteAnswer'
  | 'recoverAnswer'
  | 'listReasons'
  | 'listAdminReasons'
  | 'setQuestionStatus'
  | 'setAnswerStatus'
  | 'setQuestionFeatured'
>;

/** A delete may need the captcha (answer-api-facts §1.6, action `delete`); a successful one counts toward it. */
async function withDeleteCaptcha(
  context: HandlerContext,
  body: { captcha_id?: string; captcha_code?: string },
  remove: () => Promise<void>,
): Promise<null> {
  await assertCaptcha(context, 'delete', body);
  await remove();
  await context.services.captcha.record('delete', captchaUnit(context));
  return null;
}

export const handlers: PostStatusHandlers = {
  closeQuestion: async ({ body }, context) => {
    if (!context.user) throw AppError.unauthorized();
    const { closeMsg, duplicateOf } = await checkCloseMessage(context, body.id, body.close_type, body.close_msg);
    await changeQuestion(context, body.id, () => closeChange(body.close_type, closeMsg, duplicateOf));
    return null;
  },

  reopenQuestion: async ({ body }, context) => {
    await changeQuestion(context, body.question_id, () => reopenChange);
    return null;
  },

  operateQuestion: async ({ body }, context) => {
    await changeQuestion(context, body.id, () => operationChanges[body.operation]);
    return null;
  },

  deleteQuestion: async ({ body }, context) =>
    withDeleteCaptcha(context, body, () => changeQuestion(context, body.id, () => deleteChange)),

  recoverQuestion: async ({ body }, context) => {
    await changeQuestion(context, body.question_id, () => undeleteChange);
    return null;
  },

  deleteAnswer: async ({ body }, context) =>
    withDeleteCaptcha(context, body, () => changeAnswer(context, body.id, { type: 'DELETE' })),

  recoverAnswer: async ({ body }, context) => {
    await changeAnswer(context, body.answer_id, { type: 'UNDELETE' });
    return null;
  },

  listReasons: async ({ query }, context) => reasonsFor(query.object_type, query.action, context.t),

  listAdminReasons: async ({ query }, context) => reasonsFor(query.object_type, query.action, context.t),

  setQuestionStatus: async ({ body }, context) => {
    await changeQuestion(context, body.question_id, (question) => adminStatusChange(question, body.status));
    return null;
  },

  setAnswerStatus: async ({ body }, context) => {
    await changeAnswer(context, body.answer_id, await answerStatusEvent(context, body.answer_id, body.status));
    return null;
  },

  setQuestionFeatured: async ({ body }, context) => {
    await changeQuestion(context, body.question_id, () => featureChange(body.featured));
    return null;
  },
};
