import type { Kysely } from 'kysely';
import { constants } from '../../../../generated/constants.ts';
import type { DataOf } from '../../../../generated/operations.ts';
import type { Database } from '../../db/schema.ts';
import { urlTitle } from '../../../shared/permalink/url-title.ts';
import type { QuestionRow } from './post-access.ts';

type SimilarQuestion = DataOf<'getSimilarQuestions'>[number];

const { normal, closed } = constants.post_status;
const { similar_max: similarMax, related_by_tag_max: relatedMax } = constants.limits.question;
// enough candidates that ranking by words in common still finds the best few
const CANDIDATES = similarMax * 5;
const MAX_WORDS = 5;

function listedQuestions(db: Kysely<Database>) {
  return db
    .selectFrom('question')
    .where('question.show', '=', constants.post_show.listed)
    .where('question.status', 'in', [normal, closed]);
}

function similarItem(
  question: Pick<
    QuestionRow,
    | 'id'
    | 'title'
    | 'view_count'
    | 'answer_count'
    | 'collection_count'
    | 'follow_count'
    | 'status'
    | 'accepted_answer_id'
  >,
): SimilarQuestion {
  return {
    id: question.id,
    title: question.title,
    url_title: urlTitle(question.title),
    view_count: question.view_count,
    answer_count: question.answer_count,
    collection_count: question.collection_count,
    follow_count: question.follow_count,
    status: question.status,
    accepted_answer: String(question.accepted_answer_id) !== '0',
  };
}

/** GET question/similar: listed questions sharing the most words with the title typed so far. */
export async function similarQuestions(db: Kysely<Database>, title: string): Promise<SimilarQuestion[]> {
  const words = [
    ...new Set(
      title
        .toLowerCase()
        .split(/[^\p{L}\p{N}]+/u)
        .filter((word) => [...word].length >= 2),
    ),
  ].slice(0, MAX_WORDS);
  if (words.length === 0) return [];
  const rows = await listedQuestions(db)
    .selectAll('question')
    .where((eb) => eb.or(words.map((word) => eb(eb.fn('lower', ['question.title']), 'like', `%${word}%`))))
    .orderBy('question.vote_count', 'desc')
    .orderBy('question.id', 'desc')
    .limit(CANDIDATES)
    .execute();
  const shared = (row: QuestionRow) => words.filter((word) => row.title.toLowerCase().includes(word)).length;
  return (
    rows
      .map((row) => ({ row, score: shared(row) }))
      // LIKE wildcards typed in (% and _) only widen the candidates; words really in common decide
      .filter(({ score }) => score > 0)
      .sort((a, b) => b.score - a.score)
      .slice(0, similarMax)
      .map(({ row }) => similarItem(row))
  );
}

/** GET question/similar/tag: listed questions sharing the question's first tag, most voted first. */
export async function relatedByTag(
  db: Kysely<Database>,
  question: QuestionRow,
): Promise<DataOf<'getRelatedQuestions'>> {
  const first = await db
    .selectFrom('tag_rel')
    .select('tag_id')
    .where('object_id', '=', question.id)
    .where('status', '!=', constants.tag_rel_status.deleted)
    .orderBy('id')
    .executeTakeFirst();
  if (!first) return { count: 0, list: [] };
  const rows = await listedQuestions(db)
    .selectAll('question')
    .where('question.id', '!=', question.id)
    .where(
      'question.id',
      'in',
      db
        .selectFrom('tag_rel')
        .select('object_id')
        .where('tag_id', '=', first.tag_id)
        .where('status', '=', constants.tag_rel_status.listed),
    )
    .orderBy('question.vote_count', 'desc')
    .orderBy('question.id', 'desc')
    .limit(relatedMax)
    .execute();
  return { count: rows.length, list: rows.map(similarItem) };
}

/** The ids of listed questions linked with this one in either direction, newest first, as one subquery. */
export function linkedQuestionIds(db: Kysely<Database>, questionId: string) {
  const live = 1;
  const linkedTo = db
    .selectFrom('question_link')
    .select('to_question_id as id')
    .where('from_question_id', '=', questionId)
    .where('status', '=', live);
  const linkedFrom = db
    .selectFrom('question_link')
    .select('from_question_id as id')
    .where('to_question_id', '=', questionId)
    .where('status', '=', live);
  return listedQuestions(db)
    .where('question.id', '!=', questionId)
    .where((eb) => eb.or([eb('question.id', 'in', linkedTo), eb('question.id', 'in', linkedFrom)]));
}
