import type { Handlers } from '../../../../generated/operations.ts';
import type { HandlerContext } from '../../http/request-context.ts';
import { acceptAnswer } from './accept-answer.ts';
import { addAnswer } from './add-answer.ts';
import { answerPage } from './answer-page.ts';
import { presentAnswers, presentQuestionSummary } from './presenter.ts';
import { findVisibleAnswer } from '../question/post-access.ts';

type AnswerHandlers = Pick<Handlers<HandlerContext>, 'addAnswer' | 'getAnswerPage' | 'getAnswerInfo' | 'acceptAnswer'>;

export const handlers: AnswerHandlers = {
  addAnswer: async ({ body }, context) => addAnswer(context, body),

  getAnswerPage: async ({ query }, context) => answerPage(context, query),

  getAnswerInfo: async ({ query }, context) => {
    const { answer, question } = await findVisibleAnswer(context.services.db, query.id, context.user);
    const [info] = await presentAnswers(context, question, [answer]);
    return { info: info!, question: await presentQuestionSummary(context, question) };
  },

  acceptAnswer: async ({ body }, context) => {
    await acceptAnswer(context, body);
    return null;
  },
};
