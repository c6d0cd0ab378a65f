import type { DataOf } from '../../../../generated/operations.ts';
import { constants } from '../../../../generated/constants.ts';
import type { HandlerContext } from '../../http/request-context.ts';
import { loadPrivilegeRanks } from '../../policies/privileges.ts';
import { questionMemberActions } from '../post-status/member-actions.ts';
import { loadUserBasics } from '../user/basic-info.ts';
import type { QuestionRow } from './post-access.ts';
import { loadPostTags } from './post-tags.ts';
import { loadCloseOperation } from '../post-status/close-reason.ts';
import { questionFields } from './question-fields.ts';
import { loadSiteRules } from './site-rules.ts';
import { underReviewOperation } from '../review/under-review.ts';
import { deletedOperation } from '../post-status/deleted-operation.ts';
import { readAttributions } from '../import/attribution.ts';

type QuestionInfo = DataOf<'getQuestionInfo'>;

/** What the viewer has done to the question: their vote, bookmark, follow and first answer. */
async function viewerFacts(context: HandlerContext, question: QuestionRow) {
  const { db } = context.services;
  const viewer = context.user;
  if (!viewer) return { vote_status: '' as const, collected: false, is_followed: false, first_answer_id: '0' };
  const [vote, collection, follow, answer] = await Promise.all([
    db
      .selectFrom('vote')
      .select('direction')
      .where('user_id', '=', viewer.id)
      .where('object_id', '=', question.id)
      .executeTakeFirst(),
    db
      .selectFrom('collection')
      .select('id')
      .where('user_id', '=', viewer.id)
      .where('object_id', '=', question.id)
      .executeTakeFirst(),
    db
      .selectFrom('follow')
      .select('id')
      .where('user_id', '=', viewer.id)
      .where('object_id', '=', question.id)
      .executeTakeFirst(),
    db
      .selectFrom('answer')
      .select('id')
      .where('question_id', '=', question.id)
      .where('user_id', '=', viewer.id)
      .where('status', '!=', constants.post_status.deleted)
      .orderBy('created_at')
      .executeTakeFirst(),
  ]);
  const voteStatus = vote === undefined ? '' : vote.direction > 0 ? 'vote_up' : 'vote_down';
  return {
    vote_status: voteStatus as QuestionInfo['vote_status'],
    collected: collection !== undefined,
    is_followed: follow !== undefined,
    first_answer_id: answer?.id ?? '0',
  };
}

/**
 * The question as the question page shows it to this viewer, in a fixed number of queries whatever
 * the number of its tags and answers (one per kind of fact, never one per item).
 */
export async function presentQuestionInfo(context: HandlerContext, question: QuestionRow): Promise<QuestionInfo> {
  const { db } = context.services;
  const lastAnswer =
    String(question.last_answer_id) !== '0'
      ? await db.selectFrom('answer').select('user_id').where('id', '=', question.last_answer_id).executeTakeFirst()
      : undefined;
  const editorId = String(question.last_edit_user_id);
  const [rules, ranks, facts, users, operation, attributions] = await Promise.all([
    loadSiteRules(db),
    loadPrivilegeRanks(context),
    viewerFacts(context, question),
    loadUserBasics(db, [String(question.user_id), editorId, lastAnswer ? String(lastAnswer.user_id) : '0']),
    loadCloseOperation(db, question, context.t),
    readAttributions(db, [String(question.id)]),
  ]);
  const attribution = attributions.get(String(question.id));
  const tags = (await loadPostTags(db, rules.write, [question.id])).get(question.id) ?? [];
  const author = users.get(String(question.user_id));
  return {
    ...questionFields(question),
    content: question.original_text,
    html: question.parsed_text,
    tags,
    create_time: Number(question.created_at),
    update_time: Number(question.updated_at),
    edit_time: Number(question.edit_time),
    featured: question.featured !== 0,
    operation: underReviewOperation(question, context.t) ?? deletedOperation(question, context.t) ?? operation,
    user_info: author ?? {
      id: String(question.user_id),
      username: '',
      display_name: '',
      rank: 0,
      avatar: '',
      status: 'deleted',
    },
    update_user_info: users.get(editorId) ?? null,
    last_answered_user_info: lastAnswer ? (users.get(String(lastAnswer.user_id)) ?? null) : null,
    answered: facts.first_answer_id !== '0',
    first_answer_id: facts.first_answer_id,
    collected: facts.collected,
    vote_status: facts.vote_status,
    is_followed: facts.is_followed,
    member_actions: questionMemberActions(question, context.user, ranks, context.t),
    extends_actions: [],
    ...(attribution && { attribution }),
  };
}
