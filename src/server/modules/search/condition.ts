import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { SessionUser } from '../../http/request-context.ts';
import type { SearchQuery } from '../../../shared/search/parse-query.ts';
import type { SearchCondition } from '../../plugins/search/provider.ts';
import { longIdOf } from '../question/post-access.ts';

type Paging = Pick<SearchCondition, 'order' | 'page' | 'size'>;

/**
 * Each [tag] as the ids of the tag and its synonyms (answer-api-facts §4.10), in one query; null when
 * a tag does not exist, as then nothing can match.
 */
async function tagGroups(db: Kysely<Database>, slugs: string[]): Promise<string[][] | null> {
  if (slugs.length === 0) return [];
  const named = db.selectFrom('tag').select('tag.id').where('tag.slug_name', 'in', slugs);
  const mainIds = db.selectFrom('tag').select('tag.main_tag_id').where('tag.slug_name', 'in', slugs);
  const family = await db
    .selectFrom('tag')
    .select(['id', 'slug_name', 'main_tag_id'])
    .where((eb) => eb.or([eb('id', 'in', named), eb('id', 'in', mainIds), eb('main_tag_id', 'in', named), eb('main_tag_id', 'in', mainIds)]))
    .execute();
  const mainOf = (tag: (typeof family)[number]) => (String(tag.main_tag_id) !== '0' ? String(tag.main_tag_id) : tag.id);
  const groups = slugs.map((slug) => {
    const tag = family.find((candidate) => candidate.slug_name === slug);
    return tag ? family.filter((member) => mainOf(member) === mainOf(tag)).map((member) => member.id) : [];
  });
  return groups.every((group) => group.length > 0) ? groups : null;
}

async function userIdOf(db: Kysely<Database>, name: string | null, viewer: SessionUser | null): Promise<string | null | undefined> {
  if (name === null) return null;
  if (name === 'me') return viewer?.id;
  return (await db.selectFrom('users').select('id').where('username', '=', name).executeTakeFirst())?.id;
}

/**
 * The parsed query with its names resolved for the search plugin, or null when nothing can match:
 * the tokens contradict each other, or a tag, the user (user:me while signed out) or the question is unknown.
 */
export async function searchCondition(db: Kysely<Database>, query: SearchQuery, viewer: SessionUser | null, paging: Paging): Promise<SearchCondition | null> {
  if (query.objectTypes.length === 0) return null;
  const questionId = query.inQuestion === null ? null : longIdOf(query.inQuestion, 'question');
  if (query.inQuestion !== null && questionId === null) return null;
  const [groups, userId] = await Promise.all([tagGroups(db, query.tags), userIdOf(db, query.user, viewer)]);
  if (groups === null || userId === undefined) return null;
  const { words, phrases, score, answers, views, hasAccepted, isAccepted, objectTypes } = query;
  return { words, phrases, tagGroups: groups, userId, score, answers, views, hasAccepted, isAccepted, questionId, objectTypes, ...paging };
}
