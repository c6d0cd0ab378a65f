import { sql } from 'kysely';
import type { Handlers } from '../../../../generated/operations.ts';
import { transactionWithRetry } from '../../db/retry-transaction.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { AppError } from '../../http/app-error.ts';
import type { HandlerContext } from '../../http/request-context.ts';
import { assertNotDeleted, loadPostTarget } from '../vote/post-target.ts';

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
    if (bookmark) assertNotDeleted(target);
    await transactionWithRetry(db, async (trx) => {
      const existing = await trx
        .selectFrom('collection')
        .select('id')
        .where('user_id', '=', user.id)
        .where('object_id', '=', target.id)
        .executeTakeFirst();
      if (bookmark === Boolean(existing)) return;
      if (bookmark) {
        await trx
          .insertInto('collection')
          .values({ user_id: user.id, object_id: target.id, created_at: Math.floor(Date.now() / 1000) })
          .execute();
      } else {
        await trx.deleteFrom('collection').where('id', '=', existing!.id).execute();
      }
      if (target.kind === 'question') {
        await trx
          .updateTable('question')
          .set({ collection_count: sql`collection_count + ${bookmark ? 1 : -1}` })
          .where('id', '=', target.id)
          .execute();
      }
    }).catch((error: unknown) => {
      // a double click raced this request to the same bookmark: the bookmark is there either way
      if (!isUniqueViolation(error)) throw error;
    });
    const total = await db
      .selectFrom('collection')
      .select(sql<string | number>`count(*)`.as('total'))
      .where('object_id', '=', target.id)
      .executeTakeFirstOrThrow();
    return { object_collection_count: Number(total.total) };
  },
};
