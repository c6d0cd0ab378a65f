import type { DataOf, QueryOf } from '../../../../generated/operations.ts';
import type { MessageKey } from '../../../../generated/messages/index.ts';
import { questionPath } from '../../../shared/permalink/question-link.ts';
import type { HandlerContext } from '../../http/request-context.ts';
import { loadSiteInfo } from '../../settings/site-settings.ts';
import { siteLink } from '../../settings/site-url.ts';
import { loadUserBasics } from '../user/basic-info.ts';

type NotificationPage = DataOf<'getNotificationPage'>;
type NotificationItem = NotificationPage['list'][number];

function objectTypeOf(row: { comment_id: string; answer_id: string }): 'question' | 'answer' | 'comment' {
  if (row.comment_id !== '0') return 'comment';
  return row.answer_id !== '0' ? 'answer' : 'question';
}

const nonZero = (id: string) => (id === '0' ? '' : id);

/** GET notification/page: the caller's items of one list, newest change first. */
export async function notificationPage(
  context: HandlerContext,
  userId: string,
  query: QueryOf<'getNotificationPage'>,
): Promise<NotificationPage> {
  const { db } = context.services;
  let base = db.selectFrom('notification').where('user_id', '=', userId).where('type', '=', query.type);
  if (query.type === 'inbox' && query.inbox_type && query.inbox_type !== 'all')
    base = base.where('msg_type', '=', query.inbox_type);
  const pageSize = query.page_size ?? 10;
  const [counted, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<string | number>().as('count')).executeTakeFirstOrThrow(),
    base
      .selectAll()
      .orderBy('updated_at', 'desc')
      .orderBy('id', 'desc')
      .limit(pageSize)
      .offset(((query.page ?? 1) - 1) * pageSize)
      .execute(),
  ]);
  const questionIds = [...new Set(rows.map((row) => String(row.question_id)))];
  const questions = questionIds.length
    ? await db.selectFrom('question').select(['id', 'title']).where('id', 'in', questionIds).execute()
    : [];
  const titles = new Map(questions.map((question) => [question.id, question.title]));
  const people = await loadUserBasics(
    db,
    rows.map((row) => String(row.trigger_user_id)),
  );
  const site = await loadSiteInfo(context.services);
  const list = rows.map((row): NotificationItem => {
    const questionId = String(row.question_id);
    const answerId = nonZero(String(row.answer_id));
    const title = titles.get(questionId) ?? '';
    const actor = people.get(String(row.trigger_user_id));
    const path = questionPath(site.site_seo.permalink, { id: questionId, title }, answerId || undefined);
    return {
      id: row.id,
      ...(actor ? { user_info: actor } : {}),
      object_info: {
        title,
        object_id: String(row.object_id),
        object_type: objectTypeOf({ comment_id: String(row.comment_id), answer_id: String(row.answer_id) }),
        object_map: { question: questionId, answer: answerId, comment: nonZero(String(row.comment_id)) },
        url: siteLink(site.general.site_url, context.client.origin, path),
      },
      rank: row.rank,
      notification_action: context.t(`notification.action.${row.action}` as MessageKey),
      action_key: row.action as NotificationItem['action_key'],
      msg_type: row.msg_type,
      is_read: row.is_read === 1,
      update_time: Number(row.updated_at),
    };
  });
  return { count: Number(counted.count), list };
}
