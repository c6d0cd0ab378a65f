import type { Kysely } from 'kysely';
import { constants } from '../../../../generated/constants.ts';
import { lockingRead } from '../../db/locking-read.ts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import type { SessionUser } from '../../http/request-context.ts';
import { checkPower, type PrivilegeRanks } from '../../policies/privileges.ts';
import { insertTag, tagCreatedMeanwhile } from '../tag/insert-tag.ts';
import { reviveTag } from '../tag/revive-tag.ts';
import type { WriteRules } from './site-rules.ts';

/** A tag as the ask and edit forms send it. */
export interface PostTagInput {
  slug_name: string;
  display_name?: string;
  original_text?: string;
}

/** A tag as posts carry it (answer-api-facts TagResp). */
export interface PostTag {
  slug_name: string;
  display_name: string;
  main_tag_slug_name: string;
  recommend: boolean;
  reserved: boolean;
}

/** A tag the post will carry, resolved to its row. */
export interface ResolvedTag {
  id: string;
  slug_name: string;
  display_name: string;
  main_tag_slug_name: string;
}

const { listed, hidden, deleted } = constants.tag_rel_status;
/** What a tag slug may hold once normalized. */
export const SLUG_PATTERN = /^[\p{L}\p{N}._+#-]+$/u;

/** Slugs are lowercase and have hyphens for spaces (answer-api-facts §4.3). */
export function normalizeSlug(slug: string): string {
  return slug.trim().toLowerCase().replace(/\s+/g, '-');
}

/** The flags the site's write settings give a tag (a synonym counts as its main tag). */
export function tagFlags(
  rules: WriteRules,
  tag: { slug_name: string; main_tag_slug_name: string },
): Pick<PostTag, 'recommend' | 'reserved'> {
  const names = [tag.slug_name, tag.main_tag_slug_name].filter(Boolean);
  return {
    recommend: names.some((name) => rules.recommend_tags.includes(name)),
    reserved: names.some((name) => rules.reserved_tags.includes(name)),
  };
}

/**
 * The tags a question will carry, in the order given (duplicates dropped), after the site's rules:
 * valid slugs, reserved tags only for holders of tag.use_reserved_tag, a recommended tag when the
 * site requires one, and unknown tags created here only for holders of tag.add (else 403 naming the
 * reputation needed). Run it in the transaction of the write so a refused post creates no tag.
 */
export async function resolvePostTags(
  trx: Kysely<Database>,
  user: SessionUser,
  ranks: PrivilegeRanks,
  rules: WriteRules,
  inputs: PostTagInput[],
  now: number,
): Promise<ResolvedTag[]> {
  const wanted = new Map<string, PostTagInput>();
  for (const input of inputs) {
    const slug = normalizeSlug(input.slug_name);
    if (!slug || !SLUG_PATTERN.test(slug))
      throw AppError.field('tags', 'error.tag.slug_invalid', { slug: input.slug_name });
    if (slug.length > constants.limits.tag.slug_max)
      throw AppError.field('tags', 'validation.tag.slug_max_length', { max: constants.limits.tag.slug_max });
    if (!wanted.has(slug)) wanted.set(slug, input);
  }
  const slugs = [...wanted.keys()];
  const rows = await trx
    .selectFrom('tag')
    .select(['id', 'slug_name', 'display_name', 'main_tag_id', 'main_tag_slug_name', 'status'])
    .where('slug_name', 'in', slugs)
    .execute();
  const found = new Map(rows.map((row) => [row.slug_name, row]));

  for (const slug of slugs) {
    const flags = tagFlags(rules, { slug_name: slug, main_tag_slug_name: found.get(slug)?.main_tag_slug_name ?? '' });
    if (flags.reserved && !checkPower(user, 'tag.use_reserved_tag', ranks).allowed)
      throw AppError.field('tags', 'error.tag.reserved', { slug });
  }
  if (rules.required_tag && rules.recommend_tags.length > 0) {
    const hasRecommended = slugs.some(
      (slug) =>
        tagFlags(rules, { slug_name: slug, main_tag_slug_name: found.get(slug)?.main_tag_slug_name ?? '' }).recommend,
    );
    if (!hasRecommended) throw AppError.field('tags', 'error.tag.recommend_tag_enter');
  }

  const resolved: ResolvedTag[] = [];
  for (const slug of slugs) {
    const row = found.get(slug);
    if (row && row.status !== constants.post_status.deleted) {
      resolved.push({
        id: row.id,
        slug_name: row.slug_name,
        display_name: row.display_name,
        main_tag_slug_name: row.main_tag_slug_name,
      });
      continue;
    }
    const creation = checkPower(user, 'tag.add', ranks);
    if (!creation.allowed) throw new AppError(403, 'error.tag.not_found', null, { slug, rank: creation.required });
    const input = wanted.get(slug)!;
    const displayName = input.display_name?.trim().slice(0, constants.limits.tag.display_name_max) || slug;
    const originalText = input.original_text ?? '';
    if (row) {
      // a deleted tag of that slug comes back rather than clashing with the unique slug
      const mainSlug = await reviveTag(trx, row, now);
      resolved.push({ id: row.id, slug_name: slug, display_name: row.display_name, main_tag_slug_name: mainSlug });
      continue;
    }
    const id = await insertTag(trx, { slug, displayName, originalText, userId: user.id, now });
    resolved.push(
      id
        ? { id, slug_name: slug, display_name: displayName, main_tag_slug_name: '' }
        : await tagCreatedMeanwhile(trx, slug),
    );
  }
  return resolved;
}

/**
 * Locks the question's row until the transaction ends. Taken first in a transaction that edits the
 * question, so that on MySQL the transaction's snapshot, made at its first plain read, already holds the
 * edit that went before.
 */
export async function lockQuestion(trx: Kysely<Database>, questionId: string): Promise<void> {
  await lockingRead(trx, trx.selectFrom('question').select('id').where('id', '=', questionId)).execute();
}

/**
 * Makes the question carry exactly `tagIds`, keeping tag.question_count equal to the number of
 * listed relations: relations of a listed question are listed, of an unlisted one hidden.
 */
export async function setQuestionTags(
  trx: Kysely<Database>,
  questionId: string,
  tagIds: string[],
  questionListed: boolean,
  now: number,
): Promise<void> {
  const status = questionListed ? listed : hidden;
  // one writer of a question's tags at a time: two edits at once would otherwise both add the same
  // relation, or both move a tag's count for one change. (The relations are not read FOR UPDATE: on MySQL
  // that locks the gap new questions' relations go into, and asks at once deadlock there.)
  await lockQuestion(trx, questionId);
  const current = await trx
    .selectFrom('tag_rel')
    .select(['id', 'tag_id', 'status'])
    .where('object_id', '=', questionId)
    .execute();
  const byTag = new Map(current.map((rel) => [String(rel.tag_id), rel]));
  const wanted = new Set(tagIds);
  const countChanges = new Map<string, number>();
  const move = (tagId: string, from: number | null, to: number) => {
    const delta = (to === listed ? 1 : 0) - (from === listed ? 1 : 0);
    if (delta !== 0) countChanges.set(tagId, (countChanges.get(tagId) ?? 0) + delta);
  };
  // one statement per kind of change, whatever the number of tags
  const dropped = current.filter((rel) => !wanted.has(String(rel.tag_id)) && rel.status !== deleted);
  const added = tagIds.filter((tagId) => !byTag.has(tagId));
  const restated = tagIds.flatMap((tagId) => {
    const rel = byTag.get(tagId);
    return rel && rel.status !== status ? [rel] : [];
  });
  if (dropped.length > 0)
    await trx
      .updateTable('tag_rel')
      .set({ status: deleted })
      .where(
        'id',
        'in',
        dropped.map((rel) => rel.id),
      )
      .execute();
  if (added.length > 0)
    await trx
      .insertInto('tag_rel')
      .values(added.map((tagId) => ({ object_id: questionId, tag_id: tagId, status, created_at: now })))
      .execute();
  if (restated.length > 0)
    await trx
      .updateTable('tag_rel')
      .set({ status })
      .where(
        'id',
        'in',
        restated.map((rel) => rel.id),
      )
      .execute();
  for (const rel of dropped) move(String(rel.tag_id), rel.status, deleted);
  for (const tagId of added) move(tagId, null, status);
  for (const rel of restated) move(String(rel.tag_id), rel.status, status);
  // in one order of tags for every writer (tag ids have one length, so they sort as text), so two
  // questions' writes wait for each other rather than deadlock
  for (const [tagId, delta] of [...countChanges].sort(([a], [b]) => (a < b ? -1 : 1))) {
    await trx
      .updateTable('tag')
      .set((eb) => ({ question_count: eb('question_count', '+', delta) }))
      .where('id', '=', tagId)
      .execute();
  }
}

/** The tags of every question among `questionIds`, in the order they were added, in one query. */
export async function loadPostTags(
  db: Kysely<Database>,
  rules: WriteRules,
  questionIds: string[],
): Promise<Map<string, PostTag[]>> {
  const byQuestion = new Map<string, PostTag[]>(questionIds.map((id) => [id, []]));
  if (questionIds.length === 0) return byQuestion;
  const rows = await db
    .selectFrom('tag_rel')
    .innerJoin('tag', 'tag.id', 'tag_rel.tag_id')
    .select(['tag_rel.object_id', 'tag.slug_name', 'tag.display_name', 'tag.main_tag_slug_name'])
    .where('tag_rel.object_id', 'in', questionIds)
    .where('tag_rel.status', '!=', deleted)
    .orderBy('tag_rel.id')
    .execute();
  for (const row of rows) {
    const tag = {
      slug_name: row.slug_name,
      display_name: row.display_name,
      main_tag_slug_name: row.main_tag_slug_name,
    };
    byQuestion.get(String(row.object_id))?.push({ ...tag, ...tagFlags(rules, tag) });
  }
  return byQuestion;
}
