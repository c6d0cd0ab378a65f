import type { Kysely } from 'kysely';
import { constants } from '../../../../generated/constants.ts';
import type { DataOf } from '../../../../generated/operations.ts';
import type { Database } from '../../db/schema.ts';
import { tagNameContains } from '../tag/name-contains.ts';
import { normalizeSlug, tagFlags } from './post-tags.ts';
import type { WriteRules } from './site-rules.ts';

type TagSuggestion = DataOf<'getTagSuggestions'>[number];

/**
 * GET question/tags: tags matching what is typed in the tag picker, those starting with it first,
 * then the most used; with nothing typed, the site's recommended tags.
 */
export async function tagSuggestions(
  db: Kysely<Database>,
  rules: WriteRules,
  typed: string | undefined,
): Promise<TagSuggestion[]> {
  const text = normalizeSlug(typed ?? '');
  let query = db
    .selectFrom('tag')
    .select(['id', 'slug_name', 'display_name', 'main_tag_slug_name'])
    .where('status', '=', constants.post_status.normal);
  if (text) {
    query = query.where(tagNameContains(text));
  } else {
    if (rules.recommend_tags.length === 0) return [];
    query = query.where('slug_name', 'in', rules.recommend_tags);
  }
  const rows = await query
    .orderBy('question_count', 'desc')
    .orderBy('slug_name')
    .limit(constants.limits.question.tag_suggestions_max * 3)
    .execute();
  const matching = rows.filter((row) => row.slug_name.includes(text) || row.display_name.toLowerCase().includes(text));
  const startsFirst = [
    ...matching.filter((row) => row.slug_name.startsWith(text)),
    ...matching.filter((row) => !row.slug_name.startsWith(text)),
  ];
  return startsFirst.slice(0, constants.limits.question.tag_suggestions_max).map((row) => ({
    tag_id: row.id,
    slug_name: row.slug_name,
    display_name: row.display_name,
    ...tagFlags(rules, row),
  }));
}
