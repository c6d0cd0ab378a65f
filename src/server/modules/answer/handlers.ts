import type { Handlers } from '../../../../generated/operations.ts';
import { AppError } from '../../http/app-error.ts';
import type { HandlerContext } from '../../http/request-context.ts';
import { acceptAnswer } from './accept-answer.ts';
import { addAnswer } from './add-answer.ts';
import { answerPage } from './answer-page.ts';
import { presentAnswers, presentQuestionSummary } from './presenter.ts';
import { loadVisibleQuestion, seesHidden } from './question-access.ts';
import { constants } from '../../../../generated/constants.ts';

type AnswerHandlers = Pick<Handlers<HandlerContext>, 'addAnswer' | 'getAnswerPage' | 'getAnswerInfo' | 'acceptAnswer'>;

export const handlers: AnswerHandlers = {
  addAnswer: async ({ body }, context) => addAnswer(context, body),

  getAnswerPage: async ({ query }, context) => answerPage(context, query),

  getAnswerInfo: async ({ query }, context) => {
    const { db } = context.services;
    const answer = await db.selectFrom('answer').selectAll().where('id', '=', query.id).executeTakeFirst();
    if (!answer || (answer.status !== constants.post_status.normal && !seesHidden(context.user, answer.user_id))) {
      throw AppError.notFound('error.answer.not_found');
    }
    const question = await loadVisibleQuestion(db, String(answer.question_id), context.user);
    const [info] = await presentAnswers(context, question, [answer]);
    return { info: info!, question: await presentQuestionSummary(context, question) };
  },

  acceptAnswer: async ({ body }, context) => {
    await acceptAnswer(context, body);
    return null;
  },
};
