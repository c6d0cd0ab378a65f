import type { Kysely } from 'kysely';
import type { DataOf } from '../../../../generated/operations.ts';
import type { Database } from '../../db/schema.ts';
import { urlTitle } from '../../../shared/permalink/url-title.ts';
import { loadUserBasics } from '../user/basic-info.ts';
import { excerptOf } from './excerpt.ts';
import type { QuestionRow } from './post-access.ts';
import { loadPostTags } from './post-tags.ts';
import type { WriteRules } from './site-rules.ts';

type QuestionListItem = DataOf<'getQuestionPage'>['list'][number];

interface QuestionOperation {
  type: QuestionListItem['operation_type'];
  at: number;
  userId: string;
}

/** Which of asking, the last answer and the last edit is the question's latest event. */
function latestOperation(question: QuestionRow, lastAnswer: { user_id: string; created_at: string } | undefined): QuestionOperation {
  const events: QuestionOperation[] = [{ type: 'asked', at: Number(question.created_at), userId: String(question.user_id) }];
  if (lastAnswer) events.push({ type: 'answered', at: Number(lastAnswer.created_at), userId: String(lastAnswer.user_id) });
  if (Number(question.edit_time) > 0) events.push({ type: 'modified', at: Number(question.edit_time), userId: String(question.last_edit_user_id) });
  return events.reduce((latest, event) => (event.at >= latest.at ? event : latest));
}

/** List items of questions (answer-api-facts QuestionPageResp): three queries whatever their number. */
export async function presentQuestionList(db: Kysely<Database>, rules: WriteRules, questions: QuestionRow[]): Promise<QuestionListItem[]> {
  const ids = questions.map((question) => question.id);
  const lastAnswerIds = questions.map((question) => String(question.last_answer_id)).filter((id) => id !== '0');
  const lastAnswers = lastAnswerIds.length > 0 ? await db.selectFrom('answer').select(['id', 'user_id', 'created_at']).where('id', 'in', lastAnswerIds).execute() : [];
  const answerById = new Map(lastAnswers.map((answer) => [answer.id, answer]));
  const operations = questions.map((question) => latestOperation(question, answerById.get(String(question.last_answer_id))));
  const [tags, users] = await Promise.all([loadPostTags(db, rules, ids), loadUserBasics(db, operations.map((operation) => operation.userId))]);
  return questions.map((question, index) => {
    const operation = operations[index]!;
    return {
      id: question.id,
      created_at: Number(question.created_at),
      title: question.title,
      url_title: urlTitle(question.title),
      description: excerptOf(question.parsed_text),
      pin: question.pin,
      show: question.show,
      status: question.status,
      tags: tags.get(question.id) ?? [],
      view_count: question.view_count,
      unique_view_count: question.unique_view_count,
      vote_count: question.vote_count,
      answer_count: question.answer_count,
      collection_count: question.collection_count,
      follow_count: question.follow_count,
      accepted_answer_id: String(question.accepted_answer_id),
      last_answer_id: String(question.last_answer_id),
      operated_at: operation.at,
      operator: users.get(operation.userId) ?? null,
      operation_type: operation.type,
    };
  });
}
