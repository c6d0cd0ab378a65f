import type { Kysely } from 'kysely';
import { constants } from '../../../../generated/constants.ts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import type { HandlerContext } from '../../http/request-context.ts';
import { reviveTag } from './revive-tag.ts';
import { recordTagActivity } from './tag-activity.ts';
import { findTag } from './tag-info.ts';
import { isDeleted, isMainTag } from './tag-presenter.ts';

/*
 * A synonym is only another name of its main tag: its questions are listed on the main tag's page,
 * following it follows the main tag, and its own page leads there. So a main tag's synonyms are
 * deleted with it, rather than left as names of a deleted tag or released as main tags nobody
 * created as topics of their own; and a main tag is in use, so kept, while any synonym of it is on a
 * question. A deleted synonym keeps naming its main tag, so recovering the main tag brings back its
 * family, and a synonym recovered on its own rejoins its main tag when that is live.
 */

/** DELETE tag: refused while listed questions carry the tag or one of its synonyms; its synonyms go with it, in one transaction. */
export async function deleteTag(context: HandlerContext, tagId: string): Promise<null> {
  const user = context.user;
  if (!user) throw AppError.unauthorized();
  const now = Math.floor(Date.now() / 1000);
  await context.services.db.transaction().execute(async (trx) => {
    const tag = await findTag(trx, { id: tagId });
    if (isDeleted(tag)) throw AppError.notFound('error.tag.not_found_by_id');
    if (tag.question_count > 0) throw AppError.badRequest('error.tag.is_used_cannot_delete', 'toast');
    const synonyms = isMainTag(tag) ? await liveSynonymsOf(trx, tag.id) : [];
    const used = synonyms.find((synonym) => synonym.question_count > 0);
    if (used) throw AppError.badRequest('error.tag.synonym_is_used_cannot_delete', 'toast', { slug: used.slug_name });
    const family = [tag.id, ...synonyms.map((synonym) => synonym.id)];
    await trx
      .updateTable('tag')
      .set({ status: constants.post_status.deleted, updated_at: now })
      .where('id', 'in', family)
      .execute();
    for (const id of family) await recordTagActivity(trx, { objectId: id, userId: user.id, type: 'deleted' }, now);
  });
  return null;
}

/** POST tag/recover: a deleted tag comes back, a main tag with its deleted synonyms, in one transaction. */
export async function recoverTag(context: HandlerContext, tagId: string): Promise<null> {
  const user = context.user;
  if (!user) throw AppError.unauthorized();
  const now = Math.floor(Date.now() / 1000);
  await context.services.db.transaction().execute(async (trx) => {
    const tag = await findTag(trx, { id: tagId });
    if (!isDeleted(tag)) return;
    const synonyms = isMainTag(tag)
      ? await trx
          .selectFrom('tag')
          .select('id')
          .where('main_tag_id', '=', tag.id)
          .where('status', '=', constants.post_status.deleted)
          .execute()
      : [];
    await reviveTag(trx, tag, now);
    if (synonyms.length > 0)
      await trx
        .updateTable('tag')
        .set({ status: constants.post_status.normal, updated_at: now })
        .where(
          'id',
          'in',
          synonyms.map((row) => row.id),
        )
        .execute();
    for (const id of [tag.id, ...synonyms.map((row) => row.id)])
      await recordTagActivity(trx, { objectId: id, userId: user.id, type: 'undeleted' }, now);
  });
  return null;
}

function liveSynonymsOf(trx: Kysely<Database>, mainId: string) {
  return trx
    .selectFrom('tag')
    .select(['id', 'slug_name', 'question_count'])
    .where('main_tag_id', '=', mainId)
    .where('status', '=', constants.post_status.normal)
    .orderBy('slug_name')
    .execute();
}
