import { sql } from 'kysely';
import type { Handlers } from '../../../../generated/operations.ts';
import { transactionWithRetry } from '../../db/retry-transaction.ts';
import { deleteCounting } from '../../db/delete-counting.ts';
import { insertIfAbsent } from '../../db/insert-if-absent.ts';
import { AppError } from '../../http/app-error.ts';
import type { HandlerContext } from '../../http/request-context.ts';
import { assertNotDeleted, assertVisibleTo, loadPostTarget } from '../vote/post-target.ts';

type CollectionHandlers = Pick<Handlers<HandlerContext>, 'switchCollection'>;

export const handlers: CollectionHandlers = {
  /** Bookmarks a question or answer, or removes the bookmark; a question's collection_count follows in the same transaction. */
  switchCollection: async ({ body }, context) => {
    const user = context.user;
    if (!user) throw AppError.unauthorized();
    const { db } = context.services;
    const target = await loadPostTarget(
      db,
      body.object_id,
      ['question', 'answer'],
      AppError.badRequest('error.object.disallow_collect', 'toast'),
    );
    const bookmark = body.bookmark !== false;
    // a bookmark kept from before a post was hidden may still be taken back
    if (bookmark) {
      assertNotDeleted(target);
      await assertVisibleTo(db, target, user);
    }
    await transactionWithRetry(db, async (trx) => {
      // the row written or removed, not one read before: a double click moves the count once
      const changed = bookmark
        ? await insertIfAbsent(
            trx,
            'collection',
            { user_id: user.id, object_id: target.id, created_at: Math.floor(Date.now() / 1000) },
            ['user_id', 'object_id'],
          )
        : await deleteCounting(
            trx.deleteFrom('collection').where('user_id', '=', user.id).where('object_id', '=', target.id),
          );
      if (changed === 0 || target.kind !== 'question') return;
      await trx
        .updateTable('question')
        .set({ collection_count: sql`collection_count + ${bookmark ? 1 : -1}` })
        .where('id', '=', target.id)
        .execute();
    });
    const total = await db
      .selectFrom('collection')
      .select(sql<string | number>`count(*)`.as('total'))
      .where('object_id', '=', target.id)
      .executeTakeFirstOrThrow();
    return { object_collection_count: Number(total.total) };
  },
};
