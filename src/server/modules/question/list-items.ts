import type { Kysely } from 'kysely';
import type { DataOf } from '../../../../generated/operations.ts';
import type { Database } from '../../db/schema.ts';
import { loadUserBasics } from '../user/basic-info.ts';
import type { QuestionRow } from './post-access.ts';
import { loadPostTags } from './post-tags.ts';
import { questionFields } from './question-fields.ts';
import type { WriteRules } from './site-rules.ts';

type QuestionListItem = DataOf<'getQuestionPage'>['list'][number];

interface QuestionOperation {
  type: QuestionListItem['operation_type'];
  at: number;
  userId: string;
}

/** Which of asking, the last answer and the last edit is the question's latest event. */
function latestOperation(
  question: QuestionRow,
  lastAnswer: { user_id: string; created_at: string } | undefined,
): QuestionOperation {
  const events: QuestionOperation[] = [
    { type: 'asked', at: Number(question.created_at), userId: String(question.user_id) },
  ];
  if (lastAnswer)
    events.push({ type: 'answered', at: Number(lastAnswer.created_at), userId: String(lastAnswer.user_id) });
  if (Number(question.edit_time) > 0)
    events.push({ type: 'modified', at: Number(question.edit_time), userId: String(question.last_edit_user_id) });
  return events.reduce((latest, event) => (event.at >= latest.at ? event : latest));
}

/** List items of questions (answer-api-facts QuestionPageResp): three queries whatever their number. */
export async function presentQuestionList(
  db: Kysely<Database>,
  rules: WriteRules,
  questions: QuestionRow[],
): Promise<QuestionListItem[]> {
  const ids = questions.map((question) => question.id);
  const lastAnswerIds = questions.map((question) => String(question.last_answer_id)).filter((id) => id !== '0');
  const lastAnswers =
    lastAnswerIds.length > 0
      ? await db.selectFrom('answer').select(['id', 'user_id', 'created_at']).where('id', 'in', lastAnswerIds).execute()
      : [];
  const answerById = new Map(lastAnswers.map((answer) => [answer.id, answer]));
  const operations = questions.map((question) =>
    latestOperation(question, answerById.get(String(question.last_answer_id))),
  );
  const [tags, users] = await Promise.all([
    loadPostTags(db, rules, ids),
    loadUserBasics(
      db,
      operations.map((operation) => operation.userId),
    ),
  ]);
  return questions.map((question, index) => {
    const operation = operations[index]!;
    return {
      ...questionFields(question),
      created_at: Number(question.created_at),
      tags: tags.get(question.id) ?? [],
      operated_at: operation.at,
      operator: users.get(operation.userId) ?? null,
      operation_type: operation.type,
    };
  });
}
