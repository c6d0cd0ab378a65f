import type { Handlers } from '../../../../generated/operations.ts';
import { AppError } from '../../http/app-error.ts';
import type { HandlerContext } from '../../http/request-context.ts';
import { askQuestion } from './ask.ts';
import { editAnswer } from './edit-answer.ts';
import { editQuestion } from './edit-question.ts';
import { presentQuestionList } from './list-items.ts';
import { findVisibleQuestion } from './post-access.ts';
import { presentQuestionInfo } from './question-info.ts';
import { questionPage } from './question-page.ts';
import { linkedQuestions, relatedByTag, similarQuestions } from './similar.ts';
import { loadSiteRules } from './site-rules.ts';
import { tagSuggestions } from './tag-suggestions.ts';
import { countView } from './view-count.ts';
import { constants } from '../../../../generated/constants.ts';

type QuestionHandlers = Pick<
  Handlers<HandlerContext>,
  | 'addQuestion'
  | 'addQuestionAndAnswer'
  | 'updateQuestion'
  | 'updateAnswer'
  | 'getQuestionInfo'
  | 'getQuestionPage'
  | 'getSimilarQuestions'
  | 'getRelatedQuestions'
  | 'getTagSuggestions'
  | 'getLinkedQuestions'
>;

function signedIn(context: HandlerContext) {
  if (!context.user) throw AppError.unauthorized();
  return context.user;
}

async function newQuestionInfo(context: HandlerContext, id: string) {
  return presentQuestionInfo(context, await findVisibleQuestion(context.services.db, id, context.user));
}

export const handlers: QuestionHandlers = {
  addQuestion: async ({ body }, context) =>
    newQuestionInfo(context, await askQuestion(context, signedIn(context), body)),

  addQuestionAndAnswer: async ({ body }, context) => {
    const { answer_content: answerContent, ...question } = body;
    return newQuestionInfo(context, await askQuestion(context, signedIn(context), question, answerContent));
  },

  updateQuestion: async ({ body }, context) => editQuestion(context, body),

  updateAnswer: async ({ body }, context) => editAnswer(context, body),

  getQuestionInfo: async ({ query }, context) => {
    const question = await findVisibleQuestion(context.services.db, query.id, context.user);
    const visit = !context.notAVisit && !query.for_edit;
    return presentQuestionInfo(context, visit ? await countView(context, question) : question);
  },

  getQuestionPage: async ({ query }, context) =>
    questionPage(context.services.db, (await loadSiteRules(context.services.db)).write, query ?? {}),

  getSimilarQuestions: async ({ query }, context) => similarQuestions(context.services.db, query.title),

  getRelatedQuestions: async ({ query }, context) =>
    relatedByTag(context.services.db, await findVisibleQuestion(context.services.db, query.question_id, context.user)),

  getTagSuggestions: async ({ query }, context) =>
    tagSuggestions(context.services.db, (await loadSiteRules(context.services.db)).write, query?.tag),

  getLinkedQuestions: async ({ query }, context) => {
    const { db } = context.services;
    const question = await findVisibleQuestion(db, query.question_id, context.user);
    const page = query.page ?? 1;
    const pageSize = query.page_size ?? constants.pagination.default_page_size;
    const { count, rows } = await linkedQuestions(db, question.id, page, pageSize);
    return { count, list: await presentQuestionList(db, (await loadSiteRules(db)).write, rows) };
  },
};
