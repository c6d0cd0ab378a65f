import type { Selectable } from 'kysely';
import { constants } from '../../../../generated/constants.ts';
import {
  type LifecycleActor,
  type LifecyclePost,
  postStatusName,
} from '../../../../machines/post-lifecycle.machine.ts';
import type { AnswerTable, QuestionTable } from '../../db/schema.ts';
import type { SessionUser } from '../../http/request-context.ts';

/** What the lifecycle machine knows of the question's answers beyond the question row's counters. */
export interface QuestionAnswerFacts {
  /** the one live answer has upvotes (an owner may not delete the question then) */
  answerUpvoted: boolean;
}

/** A question row as the lifecycle machine sees it. */
export function questionLifecyclePost(
  question: Selectable<QuestionTable>,
  answers: QuestionAnswerFacts = { answerUpvoted: false },
): LifecyclePost {
  return {
    kind: 'question',
    ownerId: String(question.user_id),
    status: postStatusName(question.status),
    listed: question.show === constants.post_show.listed,
    pinned: question.pin === constants.post_pin.pinned,
    featured: question.featured !== 0,
    answerCount: question.answer_count,
    hasAcceptedAnswer: String(question.accepted_answer_id) !== '0',
    answerUpvoted: answers.answerUpvoted,
    voteCount: question.vote_count,
    accepted: false,
  };
}

/** An answer row as the lifecycle machine sees it. */
export function answerLifecyclePost(answer: Selectable<AnswerTable>): LifecyclePost {
  return {
    kind: 'answer',
    ownerId: String(answer.user_id),
    status: postStatusName(answer.status),
    listed: true,
    pinned: false,
    featured: false,
    answerCount: 0,
    hasAcceptedAnswer: false,
    answerUpvoted: false,
    voteCount: answer.vote_count,
    accepted: answer.accepted === constants.answer_accepted.yes,
  };
}

/** The signed-in person (or an anonymous visitor) as the lifecycle machine sees them. */
export function lifecycleActor(user: SessionUser | null): LifecycleActor {
  if (!user) return { id: null, role: 'user' };
  const role =
    user.roleId === constants.roles.admin ? 'admin' : user.roleId === constants.roles.moderator ? 'moderator' : 'user';
  return { id: user.id, role };
}
