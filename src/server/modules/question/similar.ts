import type { Kysely } from 'kysely';
import { constants } from '../../../../generated/constants.ts';
import type { DataOf } from '../../../../generated/operations.ts';
import type { Database } from '../../db/schema.ts';
import { urlTitle } from '../../../shared/permalink/url-title.ts';
import { questionsLike } from '../../plugins/search/database/more-like-this.ts';
import { siteLanguage } from '../../settings/site-settings.ts';
import type { QuestionRow } from './post-access.ts';
import { relatedRefreshOf } from './related-refresh.ts';

type SimilarQuestion = DataOf<'getSimilarQuestions'>[number];

const { normal, closed } = constants.post_status;
const { similar_max: similarMax, related_by_tag_max: relatedMax } = constants.limits.question;
const { similar_candidates: similarCandidates, related_refresh_seconds: relatedRefreshSeconds } = constants.search;

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
  return inOrder(ids, rows).slice(0, max).map(similarItem);
}

/** The rows of these ids, in the order of the ids (those with no row left out). */
function inOrder<Row extends { id: string }>(ids: string[], rows: Row[]): Row[] {
  const byId = new Map(rows.map((row) => [String(row.id), row]));
  return ids.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
}

/** GET question/similar: the listed questions most like the title typed so far (more-like-this on the search index). */
export async function similarQuestions(db: Kysely<Database>, title: string): Promise<SimilarQuestion[]> {
  const ids = await questionsLike(db, title, await siteLanguage(db), similarCandidates);
  return listedInOrder(db, ids, similarMax);
}

/** Whether a kept list was worked out for an older revision of the question (its text and tags), or long enough ago that newer questions may belong in it. */
function stale(kept: { question_revision_id: string; computed_at: string }, question: QuestionRow): boolean {
  const age = Math.floor(Date.now() / 1000) - Number(kept.computed_at);
  return String(kept.question_revision_id) !== String(question.revision_id) || age >= relatedRefreshSeconds;
}

/**
 * GET question/similar/tag: the listed questions most like this one by title, tags and body, itself left
 * out, as last worked out off the page view (related-refresh.ts), read by the question's id. A missing or
 * stale list is asked for and the one kept (none the first time) answered meanwhile; those hidden or
 * deleted since are left out here, so they never show.
 */
export async function relatedByTag(
  db: Kysely<Database>,
  question: QuestionRow,
): Promise<DataOf<'getRelatedQuestions'>> {
  const kept = await db
    .selectFrom('question_related')
    .select(['related_ids', 'question_revision_id', 'computed_at'])
    .where('question_id', '=', question.id)
    .executeTakeFirst();
  if (!kept || stale(kept, question)) relatedRefreshOf(db)?.ask(String(question.id));
  const list = await listedInOrder(db, kept?.related_ids.split(',').filter(Boolean) ?? [], relatedMax);
  return { count: list.length, list };
}

/**
 * The listed questions linked with this one in either direction, newest first: only their ids and order, as
 * a question may be linked from many. The links are read first, by the index of either end, then the
 * questions by their ids: asked in one statement, as `id in (…) or id in (…)`, the planners walked an index
 * of every listed question (SQLite did for a join with the links too, MariaDB for `id in (… union …)`).
 */
async function linkedQuestionIds(db: Kysely<Database>, questionId: string): Promise<string[]> {
  const { live } = constants.question_link_status;
  const links = await db
    .selectFrom('question_link')
    .select('to_question_id as id')
    .where('from_question_id', '=', questionId)
    .where('status', '=', live)
    .union(
      db
        .selectFrom('question_link')
        .select('from_question_id as id')
        .where('to_question_id', '=', questionId)
        .where('status', '=', live),
    )
    .execute();
  const linked = links.map((link) => String(link.id)).filter((id) => id !== String(questionId));
  if (linked.length === 0) return [];
  const rows = await listedQuestions(db)
    .select('question.id')
    .where('question.id', 'in', linked)
    .orderBy('question.created_at', 'desc')
    .orderBy('question.id', 'desc')
    .execute();
  return rows.map((row) => String(row.id));
}

/** GET question/link: one page of the questions linked with this one, and how many there are, each read by its id. */
export async function linkedQuestions(
  db: Kysely<Database>,
  questionId: string,
  page: number,
  pageSize: number,
): Promise<{ count: number; rows: QuestionRow[] }> {
  const linked = await linkedQuestionIds(db, questionId);
  const shown = linked.slice((page - 1) * pageSize, page * pageSize);
  if (shown.length === 0) return { count: linked.length, rows: [] };
  const rows = await db.selectFrom('question').selectAll().where('id', 'in', shown).execute();
  return { count: linked.length, rows: inOrder(shown, rows) };
}
