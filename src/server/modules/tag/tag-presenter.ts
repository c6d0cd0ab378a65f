import type { Kysely, Selectable } from 'kysely';
import { constants } from '../../../../generated/constants.ts';
import type { DataOf } from '../../../../generated/operations.ts';
import type { Database, TagTable } from '../../db/schema.ts';
import { excerptOf } from '../question/excerpt.ts';
import { tagFlags } from '../question/post-tags.ts';
import type { WriteRules } from '../question/site-rules.ts';

export type TagRow = Selectable<TagTable>;
export type TagBasic = DataOf<'getTagsBySlugs'>[number];
export type TagListItem = DataOf<'getTagPage'>['list'][number];

/** A tag as lists of tags name it (answer-api-facts GET tags, GET tags/following). */
export function tagBasic(row: TagRow, rules: WriteRules): TagBasic {
  return {
    tag_id: row.id,
    slug_name: row.slug_name,
    display_name: row.display_name,
    main_tag_slug_name: row.main_tag_slug_name,
    ...tagFlags(rules, row),
  };
}

/** A tag as the tag list shows it, with whether the viewer follows it. */
export function tagListItem(row: TagRow, rules: WriteRules, isFollower: boolean): TagListItem {
  return {
    tag_id: row.id,
    slug_name: row.slug_name,
    display_name: row.display_name,
    excerpt: excerptOf(row.parsed_text),
    description: row.parsed_text,
    original_text: row.original_text,
    parsed_text: row.parsed_text,
    follow_count: row.follow_count,
    question_count: row.question_count,
    is_follower: isFollower,
    created_at: Number(row.created_at),
    updated_at: Number(row.updated_at),
    ...tagFlags(rules, row),
  };
}

/** Which of `tagIds` the viewer follows, in one query (none for a visitor). */
export async function followedAmong(
  db: Kysely<Database>,
  userId: string | undefined,
  tagIds: string[],
): Promise<Set<string>> {
  if (!userId || tagIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('follow')
    .select('object_id')
    .where('user_id', '=', userId)
    .where('object_id', 'in', tagIds)
    .execute();
  return new Set(rows.map((row) => String(row.object_id)));
}

export function isDeleted(row: Pick<TagRow, 'status'>): boolean {
  return row.status === constants.post_status.deleted;
}

/** A main tag names no other tag; a synonym names its main tag in main_tag_id. */
export function isMainTag(row: Pick<TagRow, 'main_tag_id'>): boolean {
  return String(row.main_tag_id) === '0';
}
