import type { Kysely } from 'kysely';
import type { DataOf, QueryOf } from '../../../../generated/operations.ts';
import type { Database } from '../../db/schema.ts';
import { urlTitle } from '../../../shared/permalink/url-title.ts';
import { loadUserBasics } from '../user/basic-info.ts';
import { parseContentQuery, titleContains } from './content-query.ts';
import { statusNameOf, statusNumbers } from './content-status.ts';

type Query = NonNullable<QueryOf<'getAdminQuestionPage'>>;
type Page = DataOf<'getAdminQuestionPage'>;

/** GET admin question/page: questions of one status, newest first, along the (status, created_at) index. */
export async function adminQuestionPage(db: Kysely<Database>, query: Query, pageSize: number): Promise<Page> {
  const page = query.page ?? 1;
  const search = parseContentQuery(query.query);
  let base = db.selectFrom('question').where('status', '=', statusNumbers[query.status ?? 'available']);
  if (search.kind === 'title') base = base.where((eb) => titleContains(eb.ref('title'), search.text));
  const [{ count }, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number | string>().as('count')).executeTakeFirstOrThrow(),
    base
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
  ]);
  const users = await loadUserBasics(
    db,
    rows.map((row) => String(row.user_id)),
  );
  return {
    count: Number(count),
    list: rows.map((row) => ({
      id: row.id,
      title: row.title,
      url_title: urlTitle(row.title),
      vote_count: row.vote_count,
      show: row.show,
      pin: row.pin,
      answer_count: row.answer_count,
      accepted_answer_id: String(row.accepted_answer_id),
      create_time: Number(row.created_at),
      update_time: Number(row.updated_at),
      edit_time: Number(row.edit_time),
      status: statusNameOf(row.status),
      featured: row.featured === 1,
      user_info: users.get(String(row.user_id)) ?? null,
    })),
  };
}
