import type { Kysely } from 'kysely';
import { constants } from '../../../../../generated/constants.ts';
import { objectTypeOf } from '../../../db/object-id.ts';
import type { Database } from '../../../db/schema.ts';
import type { CountCondition } from '../../../../shared/search/parse-query.ts';
import type { SearchCondition, SearchHit } from '../provider.ts';

const { normal, closed } = constants.post_status;

/** A matched post with what the condition's filters and orders read, its question's for an answer. */
interface Row {
  id: string;
  type: 'question' | 'answer';
  questionId: string;
  userId: string;
  votes: number;
  created: number;
  answers: number;
  views: number;
  hasAccepted: boolean;
  accepted: boolean;
  tags: Set<string>;
}

const meets = (value: number, condition: CountCondition | null) =>
  !condition || (condition.exactlyZero ? value === 0 : value >= condition.min);

async function rowsOf(db: Kysely<Database>, ids: string[]): Promise<Row[]> {
  const answerIds = ids.filter((id) => objectTypeOf(id) === 'answer');
  const answers = answerIds.length
    ? await db
        .selectFrom('answer')
        .select(['id', 'question_id', 'user_id', 'vote_count', 'accepted', 'created_at'])
        .where('id', 'in', answerIds)
        .where('status', '=', normal)
        .execute()
    : [];
  const questionIds = [
    ...new Set([...ids.filter((id) => objectTypeOf(id) === 'question'), ...answers.map((a) => String(a.question_id))]),
  ];
  if (questionIds.length === 0) return [];
  // only listed questions that are open or closed are shown, and so only their answers
  const questions = await db
    .selectFrom('question')
    .select(['id', 'user_id', 'vote_count', 'answer_count', 'view_count', 'accepted_answer_id', 'created_at'])
    .where('id', 'in', questionIds)
    .where('status', 'in', [normal, closed])
    .where('show', '=', constants.post_show.listed)
    .execute();
  const tagRels = await db
    .selectFrom('tag_rel')
    .select(['object_id', 'tag_id'])
    .where('object_id', 'in', questionIds)
    .where('status', '=', constants.tag_rel_status.listed)
    .execute();
  const byId = new Map(questions.map((q) => [String(q.id), q]));
  const tagsOf = (id: string) =>
    new Set(tagRels.filter((rel) => String(rel.object_id) === id).map((rel) => String(rel.tag_id)));
  const rows: Row[] = [];
  for (const id of ids) {
    const answer = answers.find((a) => String(a.id) === id);
    const question = byId.get(answer ? String(answer.question_id) : id);
    if (!question || (objectTypeOf(id) === 'answer' && !answer)) continue;
    const post = answer ?? question;
    rows.push({
      id,
      type: answer ? 'answer' : 'question',
      questionId: String(question.id),
      userId: String(post.user_id),
      votes: Number(post.vote_count),
      created: Number(post.created_at),
      answers: Number(question.answer_count),
      views: Number(question.view_count),
      hasAccepted: String(question.accepted_answer_id) !== '0',
      accepted: answer?.accepted === constants.answer_accepted.yes,
      tags: tagsOf(String(question.id)),
    });
  }
  return rows;
}

function passes(row: Row, condition: SearchCondition): boolean {
  const asQuestion = row.type === 'question';
  return (
    (condition.objectTypes as string[]).includes(row.type) &&
    (condition.userId === null || row.userId === condition.userId) &&
    (condition.questionId === null || (!asQuestion && row.questionId === condition.questionId)) &&
    meets(row.votes, condition.score) &&
    (!asQuestion || (meets(row.answers, condition.answers) && meets(row.views, condition.views))) &&
    (condition.hasAccepted === null || (asQuestion && row.hasAccepted === condition.hasAccepted)) &&
    (condition.isAccepted === null || (!asQuestion && row.accepted === condition.isAccepted)) &&
    condition.tagGroups.every((group) => group.some((tag) => row.tags.has(tag)))
  );
}

/**
 * The matched posts a reader may see and the condition lets through, ordered and paged: by score for
 * `score`, else newest first (the memory index keeps no relevance or activity).
 */
export async function visibleHits(
  db: Kysely<Database>,
  ids: string[],
  condition: SearchCondition,
): Promise<{ count: number; hits: SearchHit[] }> {
  const rows = (await rowsOf(db, ids)).filter((row) => passes(row, condition));
  rows.sort((a, b) => (condition.order === 'score' ? b.votes - a.votes : 0) || b.created - a.created);
  const start = (condition.page - 1) * condition.size;
  return {
    count: rows.length,
    hits: rows.slice(start, start + condition.size).map((row) => ({ objectType: row.type, id: row.id })),
  };
}
