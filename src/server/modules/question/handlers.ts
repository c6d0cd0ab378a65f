import type { Handlers } from '../../../../generated/operations.ts';
import { AppError } from '../../http/app-error.ts';
import type { HandlerContext } from '../../http/request-context.ts';

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

const pending = async (): Promise<never> => {
  throw AppError.notFound();
};

export const handlers: QuestionHandlers = {
  addQuestion: pending,
  addQuestionAndAnswer: pending,
  updateQuestion: pending,
  updateAnswer: pending,
  getQuestionInfo: pending,
  getQuestionPage: pending,
  getSimilarQuestions: pending,
  getRelatedQuestions: pending,
  getTagSuggestions: pending,
  getLinkedQuestions: pending,
};
