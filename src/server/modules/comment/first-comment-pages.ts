import { sql } from 'kysely';
import { constants } from '../../../../generated/constants.ts';
import type { DataOf, QueryOf } from '../../../../generated/operations.ts';
import type { HandlerContext } from '../../http/request-context.ts';
import { findVisiblePosts } from '../question/visible-posts.ts';
import { presentComments, type CommentInfo } from './presenter.ts';

const { comments_first: firstCount } = constants.question_pages;

/**
 * GET comment/page/batch: for each post the viewer may see, what comment/page answers for its first page of
 * comments_first comments oldest first, in a fixed number of statements whatever the number of posts: the
 * posts, the counts, the first rows of every post (ranked by a window), then the presenter's batch.
 */
export async function firstCommentPages(
  context: HandlerContext,
  query: QueryOf<'getFirstCommentsBatch'>,
): Promise<DataOf<'getFirstCommentsBatch'>> {
  const { db } = context.services;
  const ids = [...new Set(query.object_ids)];
  const visible = await findVisiblePosts(db, ids, context.user);
  const shown = ids.filter((id) => visible.has(id));
  if (shown.length === 0) return { list: [] };
  const live = db
    .selectFrom('comment')
    .where('object_id', 'in', shown)
    .where('status', '=', constants.post_status.normal);
  const [totals, rows] = await Promise.all([
    live
      .select(['object_id', sql<string | number>`count(*)`.as('total')])
      .groupBy('object_id')
      .execute(),
    db
      .selectFrom(
        live
          .selectAll()
          .select(sql<number>`row_number() over (partition by object_id order by created_at asc, id asc)`.as('place'))
          .as('ranked'),
      )
      .selectAll()
      .where('place', '<=', firstCount)
      .orderBy('object_id')
      .orderBy('place')
      .execute(),
  ]);
  const comments = await presentComments(context, rows);
  const countOf = new Map(totals.map((total) => [String(total.object_id), Number(total.total)]));
  const listOf = new Map<string, CommentInfo[]>();
  for (const comment of comments) listOf.set(comment.object_id, [...(listOf.get(comment.object_id) ?? []), comment]);
  return {
    list: shown.map((id) => ({ object_id: id, comments: { count: countOf.get(id) ?? 0, list: listOf.get(id) ?? [] } })),
  };
}
