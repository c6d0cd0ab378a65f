import type { Kysely } from 'kysely';
import { constants } from '../../../../generated/constants.ts';
import type { Database } from '../../db/schema.ts';
import type { BodyOf, DataOf } from '../../../../generated/operations.ts';
import { AppError } from '../../http/app-error.ts';
import type { HandlerContext } from '../../http/request-context.ts';
import { checkPower, loadPrivilegeRanks } from '../../policies/privileges.ts';
import { renderMarkdown } from '../../render/markdown.ts';
import type { EditAuthor } from '../question/apply-edit.ts';
import { hasRevisionUnderReview, writeRevision, type RevisionSnapshot } from '../revision/write-revision.ts';
import { insertTag } from './insert-tag.ts';
import { findTag } from './tag-info.ts';
import { recordTagActivity } from './tag-activity.ts';
import { isDeleted } from './tag-presenter.ts';
import { assertSlugFree, validSlug } from './tag-slug.ts';

/** What a tag's revision keeps: its names as the title and its one tag, so the timeline's diff shows the slug. */
function tagSnapshot(tag: {
  slug_name: string;
  display_name: string;
  main_tag_slug_name: string;
  original_text: string;
}): RevisionSnapshot {
  const { slug_name, display_name, main_tag_slug_name } = tag;
  return {
    title: display_name,
    tags: [{ slug_name, display_name, main_tag_slug_name }],
    original_text: tag.original_text,
  };
}

/** The names and text a tag edit sets. */
export interface TagEdit {
  slug_name: string;
  display_name: string;
  original_text: string;
}

/**
 * Applies an edit to a tag in the caller's transaction (a direct edit, or an approved suggested one): its
 * synonyms follow a new slug, and the timeline records who edited it.
 */
export async function applyTagEdit(
  trx: Kysely<Database>,
  tag: { id: string; slug_name: string },
  edited: TagEdit,
  author: EditAuthor,
  now: number,
): Promise<void> {
  await trx
    .updateTable('tag')
    .set({
      slug_name: edited.slug_name,
      display_name: edited.display_name,
      original_text: edited.original_text,
      parsed_text: renderMarkdown(edited.original_text),
      revision_id: author.revisionId,
      updated_at: now,
    })
    .where('id', '=', tag.id)
    .execute();
  if (edited.slug_name !== tag.slug_name)
    await trx
      .updateTable('tag')
      .set({ main_tag_slug_name: edited.slug_name })
      .where('main_tag_id', '=', tag.id)
      .execute();
  await recordTagActivity(
    trx,
    {
      objectId: tag.id,
      userId: author.editorId,
      type: 'edited',
      revisionId: author.revisionId,
      comment: author.summary,
    },
    now,
  );
}

/** POST tag: a new main tag with its first revision and a "created" activity, in one transaction. */
export async function createTag(context: HandlerContext, body: BodyOf<'addTag'>): Promise<DataOf<'addTag'>> {
  const user = context.user;
  if (!user) throw AppError.unauthorized();
  const { db } = context.services;
  const slug = validSlug(body.slug_name, 'slug_name');
  await assertSlugFree(db, slug);
  const displayName = body.display_name.trim();
  const originalText = body.original_text ?? '';
  const now = Math.floor(Date.now() / 1000);
  await db.transaction().execute(async (trx) => {
    const id = await insertTag(trx, { slug, displayName, originalText, userId: user.id, now });
    if (!id) throw AppError.field('slug_name', 'error.tag.already_exist');
    const snapshot = tagSnapshot({
      slug_name: slug,
      display_name: displayName,
      main_tag_slug_name: '',
      original_text: originalText,
    });
    const revisionId = await writeRevision(trx, {
      userId: user.id,
      objectType: 'tag',
      objectId: id,
      snapshot,
      log: '',
      status: constants.revision_status.applied,
      now,
    });
    await trx.updateTable('tag').set({ revision_id: revisionId }).where('id', '=', id).execute();
    await recordTagActivity(trx, { objectId: id, userId: user.id, type: 'created', revisionId }, now);
  });
  return { slug_name: slug };
}

/**
 * PUT tag. Holders of tag.edit_without_review change the tag at once (its synonyms follow a new
 * slug); anyone else's edit is a revision awaiting review that leaves the tag as it was and blocks
 * further edits until reviewed (answer-api-facts §4.4).
 */
export async function editTag(context: HandlerContext, body: BodyOf<'updateTag'>): Promise<DataOf<'updateTag'>> {
  const user = context.user;
  if (!user) throw AppError.unauthorized();
  const { db } = context.services;
  const tag = await findTag(db, { id: body.tag_id });
  if (isDeleted(tag)) throw AppError.notFound('error.tag.not_found_by_id');
  if (await hasRevisionUnderReview(db, tag.id)) throw AppError.badRequest('error.revision.review_underway', 'toast');
  const slug = validSlug(body.slug_name, 'slug_name');
  if (slug !== tag.slug_name) await assertSlugFree(db, slug, tag.id);
  const direct = checkPower(user, 'tag.edit_without_review', await loadPrivilegeRanks(context)).allowed;
  const edited = {
    slug_name: slug,
    display_name: body.display_name.trim(),
    main_tag_slug_name: tag.main_tag_slug_name,
    original_text: body.original_text ?? '',
  };
  const now = Math.floor(Date.now() / 1000);
  await db.transaction().execute(async (trx) => {
    const status = direct ? constants.revision_status.applied : constants.revision_status.unreviewed;
    const revisionId = await writeRevision(trx, {
      userId: user.id,
      objectType: 'tag',
      objectId: tag.id,
      snapshot: tagSnapshot(edited),
      log: body.edit_summary ?? '',
      status,
      now,
    });
    if (!direct) return;
    await applyTagEdit(trx, tag, edited, { editorId: user.id, revisionId, summary: body.edit_summary ?? null }, now);
  });
  return { wait_for_review: !direct };
}
