import { sql } from 'kysely';
import type { Handlers } from '../../../../generated/operations.ts';
import { constants } from '../../../../generated/constants.ts';
import { objectTypeOf } from '../../db/object-id.ts';
import { transactionWithRetry } from '../../db/retry-transaction.ts';
import { AppError } from '../../http/app-error.ts';
import type { HandlerContext } from '../../http/request-context.ts';
import { followedTagId } from '../tag/followed-tags.ts';

type FollowHandlers = Pick<Handlers<HandlerContext>, 'follow'>;

/** What can be followed, by the table that keeps its follow_count. */
const FOLLOWABLE = { question: 'question', tag: 'tag' } as const;

export const handlers: FollowHandlers = {
  /**
   * Follows a question or tag, or stops (is_cancel); the object's follow_count follows in the same
   * transaction. A synonym's follow goes to its main tag, whose count and state are answered.
   */
  follow: async ({ body }, context) => {
    const user = context.user;
    if (!user) throw AppError.unauthorized();
    const kind = objectTypeOf(body.object_id);
    if (kind !== 'question' && kind !== 'tag') throw AppError.badRequest('error.object.disallow_follow', 'toast');
    const table = FOLLOWABLE[kind];
    const { db } = context.services;
    const objectId = kind === 'tag' ? await followedTagId(db, body.object_id) : body.object_id;
    const target = await db.selectFrom(table).select(['id', 'status']).where('id', '=', objectId).executeTakeFirst();
    if (!target) throw AppError.notFound('error.object.not_found');
    const follow = body.is_cancel !== true;
    if (follow && target.status === constants.post_status.deleted)
      throw AppError.badRequest('error.object.deleted_cannot_operate', 'toast');
    await transactionWithRetry(db, async (trx) => {
      const existing = await trx
        .selectFrom('follow')
        .select('id')
        .where('user_id', '=', user.id)
        .where('object_id', '=', target.id)
        .executeTakeFirst();
      if (follow === Boolean(existing)) return;
      if (follow) {
        await trx
          .insertInto('follow')
          .values({
            user_id: user.id,
            object_id: target.id,
            object_type: kind,
            created_at: Math.floor(Date.now() / 1000),
          })
          .execute();
      } else {
        await trx.deleteFrom('follow').where('id', '=', existing!.id).execute();
      }
      await trx
        .updateTable(table)
        .set({ follow_count: sql`follow_count + ${follow ? 1 : -1}` })
        .where('id', '=', target.id)
        .execute();
    });
    const row = await db.selectFrom(table).select('follow_count').where('id', '=', target.id).executeTakeFirstOrThrow();
    return { follows: row.follow_count, is_followed: follow };
  },
};
