import { constants } from '../../../../generated/constants.ts';
import type { Handlers } from '../../../../generated/operations.ts';
import type { HandlerContext, SessionUser } from '../../http/request-context.ts';
import { AppError } from '../../http/app-error.ts';
import { personalAnswers } from './answers.ts';
import { personalComments } from './comments.ts';
import { reputationHistory, voteHistory } from './histories.ts';
import { findPerson, pageWindow } from './person.ts';
import { personalUserInfo } from './profile.ts';
import { bookmarkedQuestions, personalQuestions } from './questions.ts';
import { userRanking } from './ranking.ts';
import { searchStaff } from './staff-search.ts';

type PersonalHandlers = Pick<
  Handlers<HandlerContext>,
  | 'getUserRanking'
  | 'searchStaff'
  | 'getPersonalUserInfo'
  | 'getPersonalTop'
  | 'getPersonalQuestionPage'
  | 'getPersonalAnswerPage'
  | 'getPersonalCommentPage'
  | 'getPersonalRankPage'
  | 'getPersonalCollectionPage'
  | 'getPersonalVotePage'
>;

/** The signed-in viewer of an own-only tab (x-auth: login has already refused anonymous callers). */
function signedIn(context: HandlerContext): SessionUser {
  if (!context.user) throw AppError.unauthorized();
  return context.user;
}

const topWindow = { limit: constants.user_pages.top_posts, offset: 0 };

export const handlers: PersonalHandlers = {
  getUserRanking: ({ query }, context) =>
    userRanking(context.services.db, query.timeRange ?? constants.user_pages.ranking_default_period),

  searchStaff: ({ query }, context) =>
    searchStaff(context.services.db, query.username ?? '', query.page_size ?? constants.limits.staff_search_page_size),

  getPersonalUserInfo: ({ query }, context) => personalUserInfo(query.username, context),

  getPersonalTop: async ({ query }, context) => {
    const { db } = context.services;
    const person = await findPerson(db, query.username);
    const [questions, answers] = await Promise.all([
      personalQuestions(db, person.id, context.user, 'score', topWindow),
      personalAnswers(db, person.id, context.user, 'score', topWindow),
    ]);
    return { question: questions.list, answer: answers.list };
  },

  getPersonalQuestionPage: async ({ query }, context) => {
    const person = await findPerson(context.services.db, query.username);
    return personalQuestions(context.services.db, person.id, context.user, query.order ?? 'newest', pageWindow(query));
  },

  getPersonalAnswerPage: async ({ query }, context) => {
    const person = await findPerson(context.services.db, query.username);
    return personalAnswers(context.services.db, person.id, context.user, query.order ?? 'newest', pageWindow(query));
  },

  getPersonalCommentPage: async ({ query }, context) => {
    const person = await findPerson(context.services.db, query.username);
    return personalComments(context.services.db, person.id, context.user, pageWindow(query));
  },

  getPersonalRankPage: async ({ query }, context) => {
    const person = await findPerson(context.services.db, query.username);
    return reputationHistory(context.services.db, person.id, context.user, pageWindow(query), context.t);
  },

  getPersonalCollectionPage: ({ query }, context) =>
    bookmarkedQuestions(context.services.db, signedIn(context), pageWindow(query ?? {})),

  getPersonalVotePage: ({ query }, context) =>
    voteHistory(context.services.db, signedIn(context), pageWindow(query ?? {}), context.t),
};
