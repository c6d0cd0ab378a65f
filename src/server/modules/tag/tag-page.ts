import { constants } from '../../../../generated/constants.ts';
import type { DataOf, QueryOf } from '../../../../generated/operations.ts';
import type { HandlerContext } from '../../http/request-context.ts';
import { normalizeSlug } from '../question/post-tags.ts';
import { loadSiteRules } from '../question/site-rules.ts';
import { tagNameContains } from './name-contains.ts';
import { followedAmong, tagListItem } from './tag-presenter.ts';

type Query = NonNullable<QueryOf<'getTagPage'>>;

/**
 * GET tags/page: live tags in one of the sorts. Without a filter only main tags are listed; with
 * slug_name, tags whose slug or display name contains it, synonyms included (answer-api-facts §4.11).
 */
export async function readTagPage(context: HandlerContext, query: Query): Promise<DataOf<'getTagPage'>> {
  const { db } = context.services;
  const page = query.page ?? 1;
  const size = query.page_size ?? constants.pagination.default_page_size;
  const filter = normalizeSlug(query.slug_name ?? '');
  let base = db.selectFrom('tag').where('status', '=', constants.post_status.normal);
  if (filter) {
    base = base.where(tagNameContains(filter));
  } else {
    base = base.where('main_tag_id', '=', '0');
  }
  let rows = base.selectAll();
  const sort = query.query_cond ?? 'popular';
  if (sort === 'popular') rows = rows.orderBy('question_count', 'desc').orderBy('slug_name');
  else if (sort === 'name') rows = rows.orderBy('slug_name');
  else rows = rows.orderBy('created_at', 'desc').orderBy('id', 'desc');
  const [list, total, rules] = await Promise.all([
    rows
      .limit(size)
      .offset((page - 1) * size)
      .execute(),
    base.select((eb) => eb.fn.countAll<number | string>().as('count')).executeTakeFirstOrThrow(),
    loadSiteRules(db),
  ]);
  const followed = await followedAmong(
    db,
    context.user?.id,
    list.map((row) => row.id),
  );
  return { count: Number(total.count), list: list.map((row) => tagListItem(row, rules.write, followed.has(row.id))) };
}
