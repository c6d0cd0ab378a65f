import type { Kysely, SelectQueryBuilder } from 'kysely';
import type { DataOf, QueryOf } from '../../../../generated/operations.ts';
import type { Database } from '../../db/schema.ts';
import type { SessionUser } from '../../http/request-context.ts';
import type { QuestionRow } from '../question/post-access.ts';
import { loadPostTags } from '../question/post-tags.ts';
import { loadSiteRules } from '../question/site-rules.ts';
import { urlTitle } from '../../../shared/permalink/url-title.ts';
import { questionVisible } from './visibility.ts';

type PersonalQuestionPage = DataOf<'getPersonalQuestionPage'>;
type PersonalQuestion = PersonalQuestionPage['list'][number];
export type PersonalOrder = NonNullable<NonNullable<QueryOf<'getPersonalQuestionPage'>>['order']>;

const SORT_COLUMN = {
  newest: 'question.created_at',
  unanswered: 'question.created_at',
  active: 'question.post_update_time',
  hot: 'question.hot_score',
  score: 'question.vote_count',
} as const;

/** Questions as the personal tabs list them, with their tags: one query for the tags whatever their number. */
export async function presentPersonalQuestions(
  db: Kysely<Database>,
  questions: QuestionRow[],
): Promise<PersonalQuestion[]> {
  if (questions.length === 0) return [];
  const rules = await loadSiteRules(db);
  const tags = await loadPostTags(
    db,
    rules.write,
    questions.map((question) => question.id),
  );
  return questions.map((question) => ({
    question_id: question.id,
    title: question.title,
    url_title: urlTitle(question.title),
    vote_count: question.vote_count,
    tags: tags.get(question.id) ?? [],
    view_count: question.view_count,
    answer_count: question.answer_count,
    collection_count: question.collection_count,
    created_at: Number(question.created_at),
    accepted_answer_id: String(question.accepted_answer_id),
    status: question.status,
    show: question.show,
  }));
}

type QuestionQuery = SelectQueryBuilder<Database, 'question', object>;

/** The questions `authorId` asked that the viewer may see, in an order, one window of them and their count. */
export async function personalQuestions(
  db: Kysely<Database>,
  authorId: string,
  viewer: SessionUser | null,
  order: PersonalOrder,
  window: { limit: number; offset: number },
): Promise<PersonalQuestionPage> {
  let base: QuestionQuery = db
    .selectFrom('question')
    .where('question.user_id', '=', authorId)
    .where(questionVisible('question', viewer));
  if (order === 'unanswered') base = base.where('question.answer_count', '=', 0);
  const [{ count }, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
    base
      .selectAll('question')
      .orderBy(SORT_COLUMN[order], 'desc')
      .orderBy('question.id', 'desc')
      .limit(window.limit)
      .offset(window.offset)
      .execute(),
  ]);
  return { count: Number(count), list: await presentPersonalQuestions(db, rows) };
}

/** The questions the viewer bookmarked, newest bookmark first; ones they may no longer see left out. */
export async function bookmarkedQuestions(
  db: Kysely<Database>,
  viewer: SessionUser,
  window: { limit: number; offset: number },
): Promise<PersonalQuestionPage> {
  const base = db
    .selectFrom('collection')
    .innerJoin('question', 'question.id', 'collection.object_id')
    .where('collection.user_id', '=', viewer.id)
    .where(questionVisible('question', viewer));
  const [{ count }, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
    base
      .selectAll('question')
      .orderBy('collection.created_at', 'desc')
      .orderBy('collection.id', 'desc')
      .limit(window.limit)
      .offset(window.offset)
      .execute(),
  ]);
  return { count: Number(count), list: await presentPersonalQuestions(db, rows) };
}
