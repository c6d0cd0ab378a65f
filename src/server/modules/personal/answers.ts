import type { Kysely } from 'kysely';
import type { DataOf } from '../../../../generated/operations.ts';
import type { Database } from '../../db/schema.ts';
import type { SessionUser } from '../../http/request-context.ts';
import { loadPostTags } from '../question/post-tags.ts';
import { loadSiteRules } from '../question/site-rules.ts';
import { urlTitle } from '../../../shared/permalink/url-title.ts';
import type { PersonalOrder } from './questions.ts';
import { answerVisible, questionVisible } from './visibility.ts';

type PersonalAnswerPage = DataOf<'getPersonalAnswerPage'>;

const SORT_COLUMN = {
  newest: 'answer.created_at',
  unanswered: 'answer.created_at',
  active: 'answer.updated_at',
  hot: 'answer.vote_count',
  score: 'answer.vote_count',
} as const;

/** The answers `authorId` wrote that the viewer may see (on questions they may see), one window and the count. */
export async function personalAnswers(
  db: Kysely<Database>,
  authorId: string,
  viewer: SessionUser | null,
  order: PersonalOrder,
  window: { limit: number; offset: number },
): Promise<PersonalAnswerPage> {
  const base = db
    .selectFrom('answer')
    .innerJoin('question', 'question.id', 'answer.question_id')
    .where('answer.user_id', '=', authorId)
    .where(answerVisible('answer', viewer))
    .where(questionVisible('question', viewer));
  const [{ count }, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
    base
      .select([
        'answer.id',
        'answer.question_id',
        'answer.accepted',
        'answer.vote_count',
        'answer.created_at',
        'answer.updated_at',
        'question.title',
      ])
      .orderBy(SORT_COLUMN[order], 'desc')
      .orderBy('answer.id', 'desc')
      .limit(window.limit)
      .offset(window.offset)
      .execute(),
  ]);
  if (rows.length === 0) return { count: Number(count), list: [] };
  const rules = await loadSiteRules(db);
  const tags = await loadPostTags(db, rules.write, [...new Set(rows.map((row) => String(row.question_id)))]);
  return {
    count: Number(count),
    list: rows.map((row) => ({
      answer_id: row.id,
      question_id: String(row.question_id),
      accepted: row.accepted,
      vote_count: row.vote_count,
      create_time: Number(row.created_at),
      update_time: Number(row.updated_at),
      question_info: {
        title: row.title,
        url_title: urlTitle(row.title),
        tags: tags.get(String(row.question_id)) ?? [],
      },
    })),
  };
}
