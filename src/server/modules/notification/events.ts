import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { questionFollowers, recordInboxEvent, type InboxAction } from './record.ts';

/**
 * The events of answer-api-facts §4.12 as the domains see them; each runs inside the transaction of
 * the change it tells about. Who acted is never told (record.ts).
 */

type Trx = Kysely<Database>;

/** A new answer: the asker and the question's followers. */
export async function notifyNewAnswer(
  trx: Trx,
  post: { questionId: string; questionAuthorId: string; answerId: string; actorId: string },
  now: number,
): Promise<void> {
  await recordInboxEvent(
    trx,
    {
      action: 'answer_the_question',
      receivers: [post.questionAuthorId, ...(await questionFollowers(trx, post.questionId))],
      actorId: post.actorId,
      objectId: post.answerId,
      questionId: post.questionId,
      answerId: post.answerId,
    },
    now,
  );
}

/** An answer edited (directly or by an approved revision): the asker and the question's followers. */
export async function notifyAnswerEdited(
  trx: Trx,
  post: { questionId: string; questionAuthorId: string; answerId: string; actorId: string },
  now: number,
): Promise<void> {
  await recordInboxEvent(
    trx,
    {
      action: 'update_answer',
      receivers: [post.questionAuthorId, ...(await questionFollowers(trx, post.questionId))],
      actorId: post.actorId,
      objectId: post.answerId,
      questionId: post.questionId,
      answerId: post.answerId,
    },
    now,
  );
}

/** A question edited: its followers (docs/architecture.md, "question updated"). */
export async function notifyQuestionEdited(
  trx: Trx,
  post: { questionId: string; actorId: string },
  now: number,
): Promise<void> {
  await recordInboxEvent(
    trx,
    {
      action: 'update_question',
      receivers: await questionFollowers(trx, post.questionId),
      actorId: post.actorId,
      objectId: post.questionId,
      questionId: post.questionId,
    },
    now,
  );
}

/** An answer accepted: its author and the question's followers. */
export async function notifyAcceptedAnswer(
  trx: Trx,
  post: { questionId: string; answerId: string; answerAuthorId: string; actorId: string },
  now: number,
): Promise<void> {
  await recordInboxEvent(
    trx,
    {
      action: 'accept_answer',
      receivers: [post.answerAuthorId, ...(await questionFollowers(trx, post.questionId))],
      actorId: post.actorId,
      objectId: post.answerId,
      questionId: post.questionId,
      answerId: post.answerId,
    },
    now,
  );
}

export interface CommentEvent {
  commentId: string;
  /** the post commented on */
  target: { kind: 'question' | 'answer'; id: string; questionId: string; userId: string };
  actorId: string;
  /** the people the comment @mentions */
  mentionedIds: Iterable<string>;
  /** the author of the comment replied to, if any */
  replyUserId: string | null;
}

/**
 * A new comment: each person hears of it once, by the strongest reason they have: a reply to them,
 * else a mention of them, else a comment on their post.
 */
export async function notifyComment(trx: Trx, event: CommentEvent, now: number): Promise<void> {
  const reasons = new Map<string, InboxAction>();
  reasons.set(event.target.userId, event.target.kind === 'question' ? 'comment_question' : 'comment_answer');
  for (const id of event.mentionedIds) reasons.set(id, 'mention_you');
  if (event.replyUserId) reasons.set(event.replyUserId, 'reply_to_you');
  const byAction = new Map<InboxAction, string[]>();
  for (const [userId, action] of reasons) byAction.set(action, [...(byAction.get(action) ?? []), userId]);
  for (const [action, receivers] of byAction)
    await recordInboxEvent(
      trx,
      {
        action,
        receivers,
        actorId: event.actorId,
        objectId: event.commentId,
        questionId: event.target.questionId,
        answerId: event.target.kind === 'answer' ? event.target.id : undefined,
        commentId: event.commentId,
      },
      now,
    );
}

const VOTE_ACTIONS = {
  up: { question: 'up_voted_question', answer: 'up_voted_answer', comment: 'up_voted_comment' },
  down: { question: 'down_voted_question', answer: 'down_voted_answer', comment: null },
} as const;

/** A vote on a post: its author; a down vote does not name the voter. */
export async function notifyVote(
  trx: Trx,
  vote: {
    direction: 'up' | 'down';
    target: { kind: 'question' | 'answer' | 'comment'; id: string; questionId: string; userId: string };
    voterId: string;
    /** the answer a voted comment lies under, if any */
    answerId?: string;
  },
  now: number,
): Promise<void> {
  const action = VOTE_ACTIONS[vote.direction][vote.target.kind];
  if (!action) return;
  await recordInboxEvent(
    trx,
    {
      action,
      receivers: [vote.target.userId],
      actorId: vote.voterId,
      anonymous: vote.direction === 'down',
      objectId: vote.target.id,
      questionId: vote.target.questionId,
      answerId: vote.target.kind === 'answer' ? vote.target.id : vote.answerId,
      commentId: vote.target.kind === 'comment' ? vote.target.id : undefined,
    },
    now,
  );
}

/** People newly invited to answer a question. */
export async function notifyInvited(
  trx: Trx,
  invite: { questionId: string; invitedIds: string[]; actorId: string },
  now: number,
): Promise<void> {
  await recordInboxEvent(
    trx,
    {
      action: 'invited_you_to_answer',
      receivers: invite.invitedIds,
      actorId: invite.actorId,
      objectId: invite.questionId,
      questionId: invite.questionId,
    },
    now,
  );
}

export type StaffChangeAction = Extract<
  InboxAction,
  'your_question_is_closed' | 'your_question_was_deleted' | 'your_answer_was_deleted' | 'your_comment_was_deleted'
>;

/** A post of someone closed or deleted by another person (staff): its author. */
export async function notifyPostChanged(
  trx: Trx,
  change: {
    action: StaffChangeAction;
    authorId: string;
    actorId: string;
    objectId: string;
    questionId: string;
    answerId?: string;
    commentId?: string;
  },
  now: number,
): Promise<void> {
  await recordInboxEvent(
    trx,
    {
      action: change.action,
      receivers: [change.authorId],
      actorId: change.actorId,
      objectId: change.objectId,
      questionId: change.questionId,
      answerId: change.answerId,
      commentId: change.commentId,
    },
    now,
  );
}
