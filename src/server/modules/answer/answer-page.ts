import { sql } from 'kysely';
import type { DataOf, QueryOf } from '../../../../generated/operations.ts';
import { constants } from '../../../../generated/constants.ts';
import type { HandlerContext } from '../../http/request-context.ts';
import { isStaff } from '../../policies/privileges.ts';
import { pageWindow } from './paging.ts';
import { presentAnswers } from './presenter.ts';
import { findVisibleQuestion } from '../question/post-access.ts';

type Order = NonNullable<QueryOf<'getAnswerPage'>['order']>;

/** Answer's order names mean the same as ours (answer-api-facts §2.2). */
const ORDER_ALIASES: Record<Order, 'score' | 'newest' | 'oldest'> = {
  score: 'score',
  default: 'score',
  newest: 'newest',
  updated: 'newest',
  oldest: 'oldest',
  created: 'oldest',
};

/**
 * GET answer/page. Deleted and pending answers are listed only for staff and for their own author.
 * Four queries for the page itself (question, count, rows) plus the presenter's fixed batch.
 */
export async function answerPage(
  context: HandlerContext,
  query: QueryOf<'getAnswerPage'>,
): Promise<DataOf<'getAnswerPage'>> {
  const { db } = context.services;
  const viewer = context.user;
  const question = await findVisibleQuestion(db, query.question_id, viewer);
  let visible = db.selectFrom('answer').where('question_id', '=', question.id);
  if (!isStaff(viewer)) {
    visible = visible.where((eb) =>
      viewer
        ? eb.or([eb('status', '=', constants.post_status.normal), eb('user_id', '=', viewer.id)])
        : eb('status', '=', constants.post_status.normal),
    );
  }
  const { limit, offset } = pageWindow(query.page, query.page_size);
  let rows = visible.selectAll();
  switch (ORDER_ALIASES[query.order ?? 'score']) {
    case 'score':
      rows = rows.orderBy('accepted', 'desc').orderBy('vote_count', 'desc').orderBy('created_at', 'asc');
      break;
    case 'newest':
      rows = rows.orderBy('created_at', 'desc');
      break;
    case 'oldest':
      rows = rows.orderBy('created_at', 'asc');
      break;
  }
  const [total, answers] = await Promise.all([
    visible.select(sql<string | number>`count(*)`.as('total')).executeTakeFirstOrThrow(),
    rows.orderBy('id', 'asc').limit(limit).offset(offset).execute(),
  ]);
  return { count: Number(total.total), list: await presentAnswers(context, question, answers) };
}
