import { sql, type Kysely } from 'kysely';
import type { DataOf } from '../../../../generated/operations.ts';
import { constants } from '../../../../generated/constants.ts';
import { deleteCounting } from '../../db/delete-counting.ts';
import { insertIfAbsent } from '../../db/insert-if-absent.ts';
import { transactionWithRetry } from '../../db/retry-transaction.ts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import type { HandlerContext } from '../../http/request-context.ts';
import { normalizeSlug } from '../question/post-tags.ts';
import { loadSiteRules } from '../question/site-rules.ts';
import { isMainTag, tagBasic, type TagRow } from './tag-presenter.ts';

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
 * PUT follow/tags: the caller follows exactly the live tags named (unknown slugs are left out, a
 * synonym stands for its main tag);
 * each tag's follow_count changes with its follows, in one transaction.
 */
export async function replaceFollowedTags(context: HandlerContext, slugList: string[]): Promise<null> {
  const user = context.user;
  if (!user) throw AppError.unauthorized();
  const { db } = context.services;
  const slugs = [...new Set(slugList.map(normalizeSlug).filter(Boolean))];
  const named =
    slugs.length > 0
      ? await db
          .selectFrom('tag')
          .select(['id', 'main_tag_id'])
          .where('slug_name', 'in', slugs)
          .where('status', '=', constants.post_status.normal)
          .execute()
      : [];
  const wantedIds = new Set(named.map(followedIdOf));
  const now = Math.floor(Date.now() / 1000);
  await transactionWithRetry(db, async (trx) => {
    const current = await trx
      .selectFrom('follow')
      .select(['id', 'object_id'])
      .where('user_id', '=', user.id)
      .where('object_type', '=', 'tag')
      .execute();
    const currentIds = new Set(current.map((row) => String(row.object_id)));
    const dropped = current.filter((row) => !wantedIds.has(String(row.object_id)));
    const added = [...wantedIds].filter((id) => !currentIds.has(id));
    // each tag's count moves by its row really removed or written: the same list saved twice at once moves it once
    for (const row of dropped) {
      const removed = await deleteCounting(trx.deleteFrom('follow').where('id', '=', row.id));
      if (removed > 0) await moveFollowCount(trx, String(row.object_id), -1);
    }
    for (const id of added) {
      const follow = { user_id: user.id, object_id: id, object_type: 'tag', created_at: now };
      if ((await insertIfAbsent(trx, 'follow', follow, ['user_id', 'object_id'])) > 0)
        await moveFollowCount(trx, id, 1);
    }
  });
  return null;
}

async function moveFollowCount(trx: Kysely<Database>, tagId: string, delta: 1 | -1): Promise<void> {
  await trx
    .updateTable('tag')
    .set({ follow_count: sql`follow_count + ${delta}` })
    .where('id', '=', tagId)
    .execute();
}

/** A synonym's questions are its main tag's, so following a synonym follows its main tag. */
function followedIdOf(tag: Pick<TagRow, 'id' | 'main_tag_id'>): string {
  return isMainTag(tag) ? tag.id : String(tag.main_tag_id);
}

/** The tag that following `tagId` follows: the tag itself, or the main tag of a synonym. */
export async function followedTagId(db: Kysely<Database>, tagId: string): Promise<string> {
  const tag = await db.selectFrom('tag').select(['id', 'main_tag_id']).where('id', '=', tagId).executeTakeFirst();
  return tag ? followedIdOf(tag) : tagId;
}

/**
 * The follows of tags that become synonyms move to their main tag, one per follower, and the
 * follow counts with them; run inside the transaction that makes them synonyms.
 */
export async function moveFollowsToMainTag(trx: Kysely<Database>, synonymIds: string[], mainId: string): Promise<void> {
  if (synonymIds.length === 0) return;
  const moving = await trx
    .selectFrom('follow')
    .select(['id', 'user_id'])
    .where('object_id', 'in', synonymIds)
    .execute();
  if (moving.length === 0) return;
  const followers = new Set(
    (await trx.selectFrom('follow').select('user_id').where('object_id', '=', mainId).execute()).map((row) =>
      String(row.user_id),
    ),
  );
  const moved: string[] = [];
  const duplicates: string[] = [];
  for (const follow of moving) {
    const follower = String(follow.user_id);
    if (followers.has(follower)) duplicates.push(follow.id);
    else moved.push(follow.id);
    followers.add(follower);
  }
  if (duplicates.length > 0) await trx.deleteFrom('follow').where('id', 'in', duplicates).execute();
  if (moved.length > 0) {
    await trx.updateTable('follow').set({ object_id: mainId }).where('id', 'in', moved).execute();
    await trx
      .updateTable('tag')
      .set({ follow_count: sql`follow_count + ${moved.length}` })
      .where('id', '=', mainId)
      .execute();
  }
  await trx.updateTable('tag').set({ follow_count: 0 }).where('id', 'in', synonymIds).execute();
}
