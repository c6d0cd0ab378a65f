import type { Selectable } from 'kysely';
import { describe, expect, it } from 'vitest';
import { constants } from '../../../../generated/constants.ts';
import type { AnswerTable, CommentTable, QuestionTable } from '../../../../src/server/db/schema.ts';
import type { SessionUser } from '../../../../src/server/http/request-context.ts';
import {
  answerMemberActions,
  commentMemberActions,
  questionMemberActions,
} from '../../../../src/server/modules/post-status/member-actions.ts';
import { ranksAtLevel } from '../../../../src/server/policies/privileges.ts';

const ranks = ranksAtLevel(2);
const person = (id: string, roleId: number = constants.roles.user, rank = 1): SessionUser => ({
  id,
  roleId,
  rank,
  mailStatus: 1,
  status: 1,
  suspendedUntil: null,
  token: 't',
});
const owner = person('7');
const admin = person('1', constants.roles.admin);
const moderator = person('2', constants.roles.moderator);
const editor = person('9', constants.roles.user, 5000);

const question = (changes: Partial<Selectable<QuestionTable>> = {}) =>
  ({
    id: '10010000000000001',
    user_id: '7',
    status: constants.post_status.normal,
    pin: 1,
    show: 1,
    featured: 0,
    answer_count: 0,
    accepted_answer_id: '0',
    vote_count: 0,
    ...changes,
  }) as Selectable<QuestionTable>;
const answer = (changes: Partial<Selectable<AnswerTable>> = {}) =>
  ({
    id: '10020000000000002',
    question_id: '10010000000000001',
    user_id: '7',
    status: constants.post_status.normal,
    accepted: 1,
    vote_count: 0,
    ...changes,
  }) as Selectable<AnswerTable>;
const names = (actions: { action: string }[]) => actions.map((entry) => entry.action);

describe('member actions', () => {
  it('anonymous visitors get none', () => {
    expect(questionMemberActions(question(), null, ranks)).toEqual([]);
  });

  it('the asker may flag, edit and delete an unanswered question, with labels and types', () => {
    expect(questionMemberActions(question(), owner, ranks)).toEqual([
      { action: 'report', name: 'Flag', type: 'reason' },
      { action: 'edit', name: 'Edit', type: 'edit' },
      { action: 'delete', name: 'Delete', type: 'confirm' },
    ]);
    expect(names(questionMemberActions(question({ answer_count: 2 }), owner, ranks))).toEqual(['report', 'edit']);
  });

  it('staff get the lifecycle moves the machine allows in the state', () => {
    expect(names(questionMemberActions(question(), moderator, ranks))).toEqual([
      'report',
      'edit',
      'close',
      'pin',
      'hide',
      'delete',
    ]);
    expect(
      names(questionMemberActions(question({ status: constants.post_status.closed, pin: 2 }), admin, ranks)),
    ).toEqual(['report', 'edit', 'reopen', 'unpin', 'delete']);
    expect(names(questionMemberActions(question({ status: constants.post_status.deleted }), admin, ranks))).toEqual([
      'report',
      'undelete',
    ]);
  });

  it('a reputable member may edit but not change status', () => {
    expect(names(questionMemberActions(question(), editor, ranks))).toEqual(['report', 'edit']);
  });

  it('answers: the owner deletes only an unvoted, unaccepted answer', () => {
    expect(names(answerMemberActions(answer(), question(), owner, ranks))).toEqual(['report', 'edit', 'delete']);
    expect(names(answerMemberActions(answer({ vote_count: 1 }), question(), owner, ranks))).toEqual(['report', 'edit']);
    expect(names(answerMemberActions(answer({ accepted: 2 }), question(), moderator, ranks))).toEqual([
      'report',
      'edit',
      'delete',
    ]);
  });

  it('comments: the author edits within the window, staff any time', () => {
    const comment = { id: '1', user_id: '7', status: 1, created_at: '1000' } as Selectable<CommentTable>;
    const windowSeconds = constants.timing.comment_edit_window_ms / 1000;
    expect(names(commentMemberActions(comment, owner, ranks, 1000 + windowSeconds))).toEqual([
      'report',
      'edit',
      'delete',
    ]);
    expect(names(commentMemberActions(comment, owner, ranks, 1001 + windowSeconds))).toEqual(['report', 'delete']);
    expect(names(commentMemberActions(comment, moderator, ranks, 99999))).toEqual(['report', 'edit', 'delete']);
    expect(names(commentMemberActions(comment, editor, ranks, 1000))).toEqual(['report']);
  });
});
