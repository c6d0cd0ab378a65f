import { sql } from 'kysely';
import type { Handlers } from '../../../../generated/operations.ts';
import { constants } from '../../../../generated/constants.ts';
import { deleteCounting } from '../../db/delete-counting.ts';
import { insertIfAbsent } from '../../db/insert-if-absent.ts';
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
      // the row written or removed, not one read before: the same request sent twice at once moves the count once
      const changed = follow
        ? await insertIfAbsent(
            trx,
            'follow',
            { user_id: user.id, object_id: target.id, object_type: kind, created_at: Math.floor(Date.now() / 1000) },
            ['user_id', 'object_id'],
          )
        : await deleteCounting(
            trx.deleteFrom('follow').where('user_id', '=', user.id).where('object_id', '=', target.id),
          );
      if (changed === 0) return;
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
