import { sql } from 'kysely';
import type { DataOf } from '../../../../generated/operations.ts';
import { constants } from '../../../../generated/constants.ts';
import { transactionWithRetry } from '../../db/retry-transaction.ts';
import { AppError } from '../../http/app-error.ts';
import type { HandlerContext } from '../../http/request-context.ts';
import { normalizeSlug } from '../question/post-tags.ts';
import { loadSiteRules } from '../question/site-rules.ts';
import { tagBasic } from './tag-presenter.ts';

/** GET tags/following: the live tags the caller follows, by slug. */
export async function readFollowedTags(context: HandlerContext): Promise<DataOf<'getFollowingTags'>> {
  const user = context.user;
  if (!user) throw AppError.unauthorized();
  const { db } = context.services;
  const [rows, rules] = await Promise.all([
    db
      .selectFrom('follow')
      .innerJoin('tag', 'tag.id', 'follow.object_id')
      .selectAll('tag')
      .where('follow.user_id', '=', user.id)
      .where('tag.status', '=', constants.post_status.normal)
      .orderBy('tag.slug_name')
      .execute(),
    loadSiteRules(db),
  ]);
  return rows.map((row) => tagBasic(row, rules.write));
}

/**
 * PUT follow/tags: the caller follows exactly the live tags named (unknown slugs are left out);
 * each tag's follow_count changes with its follows, in one transaction.
 */
export async function replaceFollowedTags(context: HandlerContext, slugList: string[]): Promise<null> {
  const user = context.user;
  if (!user) throw AppError.unauthorized();
  const { db } = context.services;
  const slugs = [...new Set(slugList.map(normalizeSlug).filter(Boolean))];
  const wanted = slugs.length > 0 ? await db.selectFrom('tag').select('id').where('slug_name', 'in', slugs).where('status', '=', constants.post_status.normal).execute() : [];
  const wantedIds = new Set(wanted.map((row) => row.id));
  const now = Math.floor(Date.now() / 1000);
  await transactionWithRetry(db, async (trx) => {
    const current = await trx.selectFrom('follow').select(['id', 'object_id']).where('user_id', '=', user.id).where('object_type', '=', 'tag').execute();
    const currentIds = new Set(current.map((row) => String(row.object_id)));
    const dropped = current.filter((row) => !wantedIds.has(String(row.object_id)));
    const added = [...wantedIds].filter((id) => !currentIds.has(id));
    if (dropped.length > 0) {
      await trx.deleteFrom('follow').where('id', 'in', dropped.map((row) => row.id)).execute();
      await trx.updateTable('tag').set({ follow_count: sql`follow_count - 1` }).where('id', 'in', dropped.map((row) => String(row.object_id))).execute();
    }
    if (added.length > 0) {
      await trx.insertInto('follow').values(added.map((id) => ({ user_id: user.id, object_id: id, object_type: 'tag', created_at: now }))).execute();
      await trx.updateTable('tag').set({ follow_count: sql`follow_count + 1` }).where('id', 'in', added).execute();
    }
  });
  return null;
}
