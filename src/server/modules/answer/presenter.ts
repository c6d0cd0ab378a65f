import type { Selectable } from 'kysely';
import type { DataOf } from '../../../../generated/operations.ts';
import type { AnswerTable } from '../../db/schema.ts';
import type { HandlerContext } from '../../http/request-context.ts';
import { loadPrivilegeRanks } from '../../policies/privileges.ts';
import { urlTitle } from '../../../shared/permalink/url-title.ts';
import { answerMemberActions } from '../post-status/member-actions.ts';
import { loadUserBasics } from '../user/basic-info.ts';
import { viewerCollections } from '../collection/viewer-collections.ts';
import { viewerVotes } from '../vote/vote-counts.ts';
import type { QuestionRow } from '../question/post-access.ts';
import { readAttributions } from '../import/attribution.ts';

export type AnswerRow = Selectable<AnswerTable>;
export type AnswerInfo = DataOf<'getAnswerInfo'>['info'];
type QuestionSummary = DataOf<'getAnswerInfo'>['question'];

/**
 * Answers as the API shows them to the viewer. A fixed number of queries whatever the number of
 * answers: their authors and editors, the viewer's votes and bookmarks, and the privilege ranks.
 */
export async function presentAnswers(
  context: HandlerContext,
  question: QuestionRow,
  answers: AnswerRow[],
): Promise<AnswerInfo[]> {
  if (answers.length === 0) return [];
  const { db } = context.services;
  const viewer = context.user;
  const ids = answers.map((answer) => String(answer.id));
  const [users, votes, collected, ranks, attributions] = await Promise.all([
    loadUserBasics(
      db,
      answers.flatMap((answer) => [String(answer.user_id), String(answer.last_edit_user_id)]),
    ),
    viewerVotes(db, viewer?.id, ids),
    viewerCollections(db, viewer?.id, ids),
    loadPrivilegeRanks(context),
    readAttributions(db, ids),
  ]);
  return answers.map((answer) => {
    const id = String(answer.id);
    const attribution = attributions.get(id);
    return {
      id,
      question_id: String(answer.question_id),
      content: answer.original_text,
      html: answer.parsed_text,
      create_time: Number(answer.created_at),
      update_time: Number(answer.updated_at),
      accepted: answer.accepted,
      user_info: users.get(String(answer.user_id)) ?? null,
      update_user_info: users.get(String(answer.last_edit_user_id)) ?? null,
      collected: collected.has(id),
      vote_status: votes.get(id) ?? '',
      vote_count: answer.vote_count,
      comment_count: answer.comment_count,
      status: answer.status,
      member_actions: answerMemberActions(answer, question, viewer, ranks, context.t),
      ...(attribution && { attribution }),
    };
  });
}

/** The question part of an answer call: what the answer and edit-answer pages show of it. */
export async function presentQuestionSummary(context: HandlerContext, question: QuestionRow): Promise<QuestionSummary> {
  const users = await loadUserBasics(context.services.db, [String(question.user_id)]);
  return {
    id: String(question.id),
    title: question.title,
    url_title: urlTitle(question.title),
    content: question.original_text,
    html: question.parsed_text,
    status: question.status,
    accepted_answer_id: String(question.accepted_answer_id),
    answer_count: question.answer_count,
    user_info: users.get(String(question.user_id)) ?? null,
  };
}
