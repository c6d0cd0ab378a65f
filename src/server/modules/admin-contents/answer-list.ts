import type { Kysely } from 'kysely';
import type { DataOf, QueryOf } from '../../../../generated/operations.ts';
import type { Database } from '../../db/schema.ts';
import { urlTitle } from '../../../shared/permalink/url-title.ts';
import { excerptOf } from '../question/excerpt.ts';
import { loadUserBasics } from '../user/basic-info.ts';
import { parseContentQuery, titleContains } from './content-query.ts';
import { statusNameOf, statusNumbers } from './content-status.ts';

type Query = NonNullable<QueryOf<'getAdminAnswerPage'>>;
type Page = DataOf<'getAdminAnswerPage'>;

/**
 * GET admin answer/page: answers of one status, newest first; `answer:<id>` finds one answer, other text
 * the answers of questions whose titles contain it. Authors and question titles cost one query each.
 */
export async function adminAnswerPage(db: Kysely<Database>, query: Query, pageSize: number): Promise<Page> {
  const page = query.page ?? 1;
  const search = parseContentQuery(query.query, 'answer');
  let base = db.selectFrom('answer').where('answer.status', '=', statusNumbers[query.status ?? 'available']);
  if (query.question_id && query.question_id !== '0') base = base.where('answer.question_id', '=', query.question_id);
  if (search.kind === 'id') base = base.where('answer.id', '=', search.id);
  if (search.kind === 'title') {
    base = base.where(
      'answer.question_id',
      'in',
      db
        .selectFrom('question')
        .select('question.id')
        .where((eb) => titleContains(eb.ref('question.title'), search.text)),
    );
  }
  const [{ count }, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number | string>().as('count')).executeTakeFirstOrThrow(),
    base
      .selectAll('answer')
      .orderBy('answer.created_at', 'desc')
      .orderBy('answer.id', 'desc')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
  ]);
  const questionIds = [...new Set(rows.map((row) => String(row.question_id)))];
  const [users, questions] = await Promise.all([
    loadUserBasics(
      db,
      rows.map((row) => String(row.user_id)),
    ),
    questionIds.length === 0
      ? Promise.resolve([])
      : db.selectFrom('question').select(['id', 'title']).where('id', 'in', questionIds).execute(),
  ]);
  const titles = new Map(questions.map((question) => [String(question.id), question.title]));
  return {
    count: Number(count),
    list: rows.map((row) => {
      const title = titles.get(String(row.question_id)) ?? '';
      return {
        id: row.id,
        question_id: String(row.question_id),
        description: excerptOf(row.parsed_text),
        create_time: Number(row.created_at),
        update_time: Number(row.updated_at),
        accepted: row.accepted,
        vote_count: row.vote_count,
        status: statusNameOf(row.status) as Page['list'][number]['status'],
        user_info: users.get(String(row.user_id)) ?? null,
        question_info: { title, url_title: urlTitle(title) },
      };
    }),
  };
}
