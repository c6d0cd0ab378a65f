import { constants } from '../../../../generated/constants.ts';
import type { BodyOf, DataOf } from '../../../../generated/operations.ts';
import { AppError } from '../../http/app-error.ts';
import type { HandlerContext } from '../../http/request-context.ts';
import { checkPower, loadPrivilegeRanks } from '../../policies/privileges.ts';
import { moveFollowsToMainTag } from './followed-tags.ts';
import { insertTag } from './insert-tag.ts';
import { findTag } from './tag-info.ts';
import { isDeleted, isMainTag, type TagRow } from './tag-presenter.ts';
import { validSlug } from './tag-slug.ts';

type Synonyms = DataOf<'getTagSynonyms'>;

/** The main tag a tag belongs to: itself, or the one it is a synonym of. */
async function mainTagOf(context: HandlerContext, tagId: string): Promise<TagRow> {
  const tag = await findTag(context.services.db, { id: tagId });
  if (isDeleted(tag)) throw AppError.notFound('error.tag.not_found_by_id');
  return isMainTag(tag) ? tag : findTag(context.services.db, { id: String(tag.main_tag_id) });
}

/** GET tag/synonyms: the synonyms of the tag's main tag, and an edit action for holders of tag.synonym. */
export async function readSynonyms(context: HandlerContext, tagId: string): Promise<Synonyms> {
  const main = await mainTagOf(context, tagId);
  const rows = await context.services.db
    .selectFrom('tag')
    .selectAll()
    .where('main_tag_id', '=', main.id)
    .orderBy('slug_name')
    .execute();
  const mayEdit =
    context.user !== null && checkPower(context.user, 'tag.synonym', await loadPrivilegeRanks(context)).allowed;
  return {
    synonyms: rows
      .filter((row) => !isDeleted(row))
      .map((row) => ({
        tag_id: row.id,
        slug_name: row.slug_name,
        display_name: row.display_name,
        main_tag_slug_name: main.slug_name,
      })),
    member_actions: mayEdit ? [{ action: 'edit', name: context.t('post_action.edit'), type: 'edit' }] : [],
  };
}

/**
 * PUT tag/synonym: the main tag's synonyms become exactly the slugs given (answer-api-facts §4.11).
 * Unknown slugs are created as synonyms; tags dropped from the list become main tags again; a tag
 * that has synonyms of its own cannot become one; the followers of a tag made a synonym follow the
 * main tag. All in one transaction.
 */
export async function replaceSynonyms(context: HandlerContext, body: BodyOf<'updateTagSynonyms'>): Promise<null> {
  const user = context.user;
  if (!user) throw AppError.unauthorized();
  const { db } = context.services;
  const main = await findTag(db, { id: body.tag_id });
  if (isDeleted(main)) throw AppError.notFound('error.tag.not_found_by_id');
  if (!isMainTag(main)) throw AppError.badRequest('error.tag.synonym_of_synonym', 'toast');
  const inputs = new Map(body.synonym_tag_list.map((input) => [validSlug(input.slug_name, 'synonym_tag_list'), input]));
  if (inputs.has(main.slug_name)) throw AppError.badRequest('error.tag.cannot_set_synonym_as_itself', 'toast');
  const slugs = [...inputs.keys()];
  const existing =
    slugs.length > 0
      ? await db.selectFrom('tag').select(['id', 'slug_name']).where('slug_name', 'in', slugs).execute()
      : [];
  const withOwnSynonyms =
    existing.length > 0
      ? await db
          .selectFrom('tag')
          .select('main_tag_slug_name')
          .where(
            'main_tag_id',
            'in',
            existing.map((row) => row.id),
          )
          .executeTakeFirst()
      : undefined;
  if (withOwnSynonyms)
    throw AppError.badRequest('error.tag.synonym_is_main', 'toast', { slug: withOwnSynonyms.main_tag_slug_name });
  const bySlug = new Map(existing.map((row) => [row.slug_name, row.id]));
  const now = Math.floor(Date.now() / 1000);
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('tag')
      .set({ main_tag_id: '0', main_tag_slug_name: '', updated_at: now })
      .where('main_tag_id', '=', main.id)
      .execute();
    const keep = [...bySlug.values()];
    // a deleted tag named here comes back as the synonym asked for, as a deleted tag named on a question does
    if (keep.length > 0)
      await trx
        .updateTable('tag')
        .set({
          main_tag_id: main.id,
          main_tag_slug_name: main.slug_name,
          status: constants.post_status.normal,
          updated_at: now,
        })
        .where('id', 'in', keep)
        .execute();
    await moveFollowsToMainTag(trx, keep, main.id);
    for (const [slug, input] of inputs) {
      if (bySlug.has(slug)) continue;
      const created = await insertTag(trx, {
        slug,
        displayName: input.display_name?.trim() || slug,
        originalText: input.original_text ?? '',
        userId: user.id,
        main,
        now,
      });
      if (!created) throw AppError.field('synonym_tag_list', 'error.tag.already_exist');
    }
  });
  return null;
}
