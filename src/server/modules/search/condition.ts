import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { SessionUser } from '../../http/request-context.ts';
import type { SearchQuery } from '../../../shared/search/parse-query.ts';
import type { SearchCondition } from '../../plugins/search/provider.ts';
import { longIdOf } from '../question/post-access.ts';

type Paging = Pick<SearchCondition, 'order' | 'page' | 'size'>;

/**
 * Each [tag] as the ids of the tag and its synonyms (answer-api-facts §4.10); null when a tag does not
 * exist, as then nothing can match. Two lookups by index: the tags named, then their main tags' families.
 */
async function tagGroups(db: Kysely<Database>, slugs: string[]): Promise<string[][] | null> {
  if (slugs.length === 0) return [];
  const mainOf = (tag: { id: string; main_tag_id: string | number }) =>
    String(tag.main_tag_id) !== '0' ? String(tag.main_tag_id) : tag.id;
  const named = await db
    .selectFrom('tag')
    .select(['id', 'slug_name', 'main_tag_id'])
    .where('slug_name', 'in', slugs)
    .execute();
  if (named.length < new Set(slugs).size) return null;
  const mainIds = [...new Set(named.map(mainOf))];
  const family = await db
    .selectFrom('tag')
    .select(['id', 'main_tag_id'])
    .where((eb) => eb.or([eb('id', 'in', mainIds), eb('main_tag_id', 'in', mainIds)]))
    .execute();
  return slugs.map((slug) => {
    const main = mainOf(named.find((tag) => tag.slug_name === slug)!);
    return family.filter((member) => mainOf(member) === main).map((member) => member.id);
  });
}

async function userIdOf(
  db: Kysely<Database>,
  name: string | null,
  viewer: SessionUser | null,
): Promise<string | null | undefined> {
  if (name === null) return null;
  if (name === 'me') return viewer?.id;
  return (await db.selectFrom('users').select('id').where('username', '=', name).executeTakeFirst())?.id;
}

/**
 * The parsed query with its names resolved for the search plugin, or null when nothing can match:
 * the tokens contradict each other, or a tag, the user (user:me while signed out) or the question is unknown.
 */
export async function searchCondition(
  db: Kysely<Database>,
  query: SearchQuery,
  viewer: SessionUser | null,
  paging: Paging,
): Promise<SearchCondition | null> {
  if (query.objectTypes.length === 0) return null;
  const questionId = query.inQuestion === null ? null : longIdOf(query.inQuestion, 'question');
  if (query.inQuestion !== null && questionId === null) return null;
  const [groups, userId] = await Promise.all([tagGroups(db, query.tags), userIdOf(db, query.user, viewer)]);
  if (groups === null || userId === undefined) return null;
  const { words, phrases, score, answers, views, hasAccepted, isAccepted, objectTypes } = query;
  return {
    words,
    phrases,
    tagGroups: groups,
    userId,
    score,
    answers,
    views,
    hasAccepted,
    isAccepted,
    questionId,
    objectTypes,
    ...paging,
  };
}
