/**
 * The `member_actions` of a question, answer or comment (answer-api-facts §2.2): what the viewer may do
 * to it, in the order the actions menu shows them. Status changes come from the lifecycle machine, so the
 * menu offers exactly what the status calls accept; editing and comment actions from the privileges.
 */
import type { Selectable } from 'kysely';
import { constants } from '../../../../generated/constants.ts';
import englishMessages from '../../../../generated/messages/en_US.ts';
import type { MessageKey } from '../../../../generated/messages/keys.ts';
import {
  allowedActions,
  type LifecycleAction,
  type LifecyclePost,
} from '../../../../machines/post-lifecycle.machine.ts';
import type { AnswerTable, CommentTable, QuestionTable } from '../../db/schema.ts';
import type { SessionUser } from '../../http/request-context.ts';
import type { Translate } from '../../i18n/translator.ts';
import { checkPower, type Power, type PrivilegeRanks } from '../../policies/privileges.ts';
import { answerLifecyclePost, lifecycleActor, questionLifecyclePost } from './lifecycle-post.ts';

export type MemberActionType = 'edit' | 'reason' | 'confirm';

export interface MemberAction {
  /** what the client does: edit, close, reopen, delete, undelete, pin, unpin, hide, show, report */
  action: string;
  /** the action's label in the viewer's language */
  name: string;
  /** edit: open the editor; reason: pick a reason first; confirm: ask before doing it */
  type: MemberActionType;
}

/** The lifecycle transitions a menu offers, with Answer's action names (hide = unlist, show = list). */
const menuTransitions: ReadonlyArray<[LifecycleAction, string, MemberActionType]> = [
  ['CLOSE', 'close', 'reason'],
  ['REOPEN', 'reopen', 'confirm'],
  ['PIN', 'pin', 'confirm'],
  ['UNPIN', 'unpin', 'confirm'],
  ['UNLIST', 'hide', 'confirm'],
  ['LIST', 'show', 'confirm'],
  ['DELETE', 'delete', 'confirm'],
  ['UNDELETE', 'undelete', 'confirm'],
];

/** Without a translator (a caller that has no request language) the labels are en_US. */
const english: Translate = (key) => englishMessages[key];

function memberAction(action: string, type: MemberActionType, t: Translate): MemberAction {
  return { action, name: t(`post_action.${action}` as MessageKey), type };
}

function postActions(
  post: LifecyclePost,
  viewer: SessionUser | null,
  ranks: PrivilegeRanks,
  editPower: Power,
  t: Translate,
): MemberAction[] {
  if (!viewer) return [];
  const actions = [memberAction('report', 'reason', t)];
  if (post.status !== 'deleted' && checkPower(viewer, editPower, ranks, post.ownerId).allowed)
    actions.push(memberAction('edit', 'edit', t));
  const allowed = new Set(allowedActions(post, lifecycleActor(viewer)));
  for (const [transition, action, type] of menuTransitions) {
    if (allowed.has(transition)) actions.push(memberAction(action, type, t));
  }
  return actions;
}

/**
 * A question's actions. The row does not say whether its one answer has upvotes, so an owner may be
 * offered delete and then refused by the call; every other rule is exact.
 */
export function questionMemberActions(
  question: Selectable<QuestionTable>,
  viewer: SessionUser | null,
  ranks: PrivilegeRanks,
  t: Translate = english,
): MemberAction[] {
  return postActions(questionLifecyclePost(question), viewer, ranks, 'question.edit', t);
}

/** An answer's actions; `question` is the answer's question (kept for the contract's symmetry with the page). */
export function answerMemberActions(
  answer: Selectable<AnswerTable>,
  _question: Selectable<QuestionTable> | null,
  viewer: SessionUser | null,
  ranks: PrivilegeRanks,
  t: Translate = english,
): MemberAction[] {
  return postActions(answerLifecyclePost(answer), viewer, ranks, 'answer.edit', t);
}

/** A comment's actions: its author edits it within the edit window, staff any time; delete by author or staff. */
export function commentMemberActions(
  comment: Selectable<CommentTable>,
  viewer: SessionUser | null,
  ranks: PrivilegeRanks,
  nowSeconds: number,
  t: Translate = english,
): MemberAction[] {
  if (!viewer || comment.status === constants.post_status.deleted) return [];
  const ownerId = String(comment.user_id);
  const withinEditWindow = (nowSeconds - Number(comment.created_at)) * 1000 <= constants.timing.comment_edit_window_ms;
  const actions = [memberAction('report', 'reason', t)];
  const mayEdit = checkPower(viewer, 'comment.edit', ranks).allowed || (viewer.id === ownerId && withinEditWindow);
  if (mayEdit) actions.push(memberAction('edit', 'edit', t));
  if (checkPower(viewer, 'comment.delete', ranks, ownerId).allowed) actions.push(memberAction('delete', 'confirm', t));
  return actions;
}
