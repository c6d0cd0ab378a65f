import type { Kysely } from 'kysely';
import { constants } from '../../../../generated/constants.ts';
import type { DataOf } from '../../../../generated/operations.ts';
import type { Database } from '../../db/schema.ts';
import { urlTitle } from '../../../shared/permalink/url-title.ts';
import { questionsLike } from '../../plugins/search/database/more-like-this.ts';
import { subjectTokens } from '../../plugins/search/database/stop-words.ts';
import { tokensOf } from '../../plugins/search/database/terms.ts';
import { siteLanguage } from '../../settings/site-settings.ts';
import type { QuestionRow } from './post-access.ts';

type SimilarQuestion = DataOf<'getSimilarQuestions'>[number];

const { normal, closed } = constants.post_status;
const { similar_max: similarMax, related_by_tag_max: relatedMax } = constants.limits.question;
const { similar_candidates: similarCandidates, related_body_words: relatedBodyWords } = constants.search;

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

/** The listed ones of these questions, in the order given, at most `max`. */
async function listedInOrder(db: Kysely<Database>, ids: string[], max: number): Promise<SimilarQuestion[]> {
  if (ids.length === 0) return [];
  const rows = await listedQuestions(db).selectAll('question').where('question.id', 'in', ids).execute();
  const byId = new Map(rows.map((row) => [String(row.id), row]));
  return ids.flatMap((id) => (byId.has(id) ? [similarItem(byId.get(id)!)] : [])).slice(0, max);
}

/** GET question/similar: the listed questions most like the title typed so far (more-like-this on the search index). */
export async function similarQuestions(db: Kysely<Database>, title: string): Promise<SimilarQuestion[]> {
  const ids = await questionsLike(db, title, await siteLanguage(db), similarCandidates);
  return listedInOrder(db, ids, similarMax);
}

/**
 * The question as a more-like-this query: its title, its tags' names and the start of its body, whose
 * word limit counts only subject words (stop words would use it up on a chatty first sentence).
 */
async function relatedQuery(db: Kysely<Database>, question: QuestionRow, language: string): Promise<string> {
  const tags = await db
    .selectFrom('tag_rel')
    .innerJoin('tag', 'tag.id', 'tag_rel.tag_id')
    .select('tag.slug_name')
    .where('tag_rel.object_id', '=', question.id)
    .where('tag_rel.status', '!=', constants.tag_rel_status.deleted)
    .execute();
  const bodyWords = subjectTokens([...new Set(tokensOf(question.original_text))], language).slice(0, relatedBodyWords);
  return [question.title, ...tags.map((tag) => tag.slug_name.replaceAll('-', ' ')), ...bodyWords].join(' ');
}

/** GET question/similar/tag: the listed questions most like this one by title, tags and body, itself left out. */
export async function relatedByTag(
  db: Kysely<Database>,
  question: QuestionRow,
): Promise<DataOf<'getRelatedQuestions'>> {
  const language = await siteLanguage(db);
  const ids = await questionsLike(db, await relatedQuery(db, question, language), language, similarCandidates);
  const list = await listedInOrder(
    db,
    ids.filter((id) => id !== String(question.id)),
    relatedMax,
  );
  return { count: list.length, list };
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
