import { sql } from 'kysely';
import type { DataOf, QueryOf } from '../../../../generated/operations.ts';
import { constants } from '../../../../generated/constants.ts';
import type { HandlerContext } from '../../http/request-context.ts';
import { pageWindow } from '../answer/paging.ts';
import { findVisiblePost } from '../question/post-access.ts';
import { presentComments } from './presenter.ts';

/**
 * GET comment/page: the live comments on a post, oldest first or most voted first. With comment_id
 * (a link to one comment) that comment leads the first page. A fixed number of queries: count, rows,
 * the linked comment, then the presenter's batch. Only on a post the viewer may see.
 */
export async function commentPage(
  context: HandlerContext,
  query: QueryOf<'getCommentPage'>,
): Promise<DataOf<'getCommentPage'>> {
  const { db } = context.services;
  const post = await findVisiblePost(db, query.object_id, context.user);
  const live = db
    .selectFrom('comment')
    .where('object_id', '=', post.id)
    .where('status', '=', constants.post_status.normal);
  const linkedId = query.comment_id && query.comment_id !== '0' ? query.comment_id : null;
  const linked = linkedId ? await live.selectAll().where('id', '=', linkedId).executeTakeFirst() : undefined;
  let rows = live.selectAll();
  if (linked) rows = rows.where('id', '!=', linked.id);
  rows =
    query.query_cond === 'vote'
      ? rows.orderBy('vote_count', 'desc').orderBy('created_at', 'asc')
      : rows.orderBy('created_at', 'asc');
  const { limit, offset } = pageWindow(query.page, query.page_size);
  const leading = linked && offset === 0 ? [linked] : [];
  const [total, comments] = await Promise.all([
    live.select(sql<string | number>`count(*)`.as('total')).executeTakeFirstOrThrow(),
    rows
      .orderBy('id', 'asc')
      .limit(limit - leading.length)
      .offset(linked && offset > 0 ? offset - 1 : offset)
      .execute(),
  ]);
  return { count: Number(total.total), list: await presentComments(context, [...leading, ...comments]) };
}
