import { type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import { constants } from '../../../../../generated/constants.ts';
import type { Database } from '../../../db/schema.ts';
import type { CountCondition, SearchObjectType } from '../../../../shared/search/parse-query.ts';
import type { SearchCondition, SearchHit } from '../provider.ts';
import { engineIndex, type FullTextMatches } from './engine-index.ts';
import { fullTextTerms, type FullTextTerms } from './terms.ts';

/** One kind of post as the union of both kinds reads it; `q` is the question, `post` the post (`q` or `a`). */
type PostQuery = SelectQueryBuilder<any, any, any>;

const { normal, closed } = constants.post_status;
const listedQuestion = (query: PostQuery) =>
  query.where('q.status', 'in', [normal, closed]).where('q.show', '=', constants.post_show.listed);

function counted(query: PostQuery, column: string, condition: CountCondition | null): PostQuery {
  if (!condition) return query;
  return condition.exactlyZero ? query.where(column, '=', 0) : query.where(column, '>=', condition.min);
}

/**
 * The conditions both kinds share: the question's tags, the author, the score. A tag group is asked
 * one of two ways, as its size suits: the ids of a small one's questions are listed and their posts
 * looked up; a popular one's would be a long list, so the newest posts are walked instead, each
 * checked for the tag, until enough are found.
 */
function sharedConditions(db: Kysely<Database>, query: PostQuery, post: 'q' | 'a', condition: SearchCondition, popularTags: boolean): PostQuery {
  let filtered = counted(query, `${post}.vote_count`, condition.score);
  if (condition.userId !== null) filtered = filtered.where(`${post}.user_id`, '=', condition.userId);
  for (const group of condition.tagGroups) {
    const tagged = db.selectFrom('tag_rel').where('tag_rel.tag_id', 'in', group).where('tag_rel.status', '=', constants.tag_rel_status.listed);
    filtered = popularTags
      ? filtered.where((eb) => eb.exists(tagged.select('tag_rel.object_id').where('tag_rel.object_id', '=', sql.ref<string>('q.id'))))
      : filtered.where('q.id', 'in', tagged.select('tag_rel.object_id'));
  }
  return filtered;
}

/** Whether every [tag] group is on so many questions that walking the newest posts finds enough soon. */
async function allTagsPopular(db: Kysely<Database>, groups: string[][]): Promise<boolean> {
  if (groups.length === 0) return false;
  const counts = await db.selectFrom('tag').select(['id', 'question_count']).where('id', 'in', groups.flat()).execute();
  const countOf = new Map(counts.map((tag) => [tag.id, tag.question_count]));
  return groups.every((group) => group.reduce((sum, id) => sum + (countOf.get(id) ?? 0), 0) >= constants.search.popular_tag_questions);
}

/**
 * Relevance: how many of the words and phrases the question's title holds, so title matches rank above
 * body matches (ties go to the newest). Read only for the few candidates the index matched.
 */
function titleHits(terms: FullTextTerms | null) {
  const texts = terms ? [...terms.tokens, ...terms.phrases.map((run) => run.join(' '))] : [];
  if (texts.length === 0) return sql<number>`0`;
  // terms hold only letters, digits and spaces: nothing a LIKE pattern would read as a wildcard
  return sql<number>`(${sql.join(texts.map((text) => sql`case when lower(q.title) like ${`%${text}%`} then 1 else 0 end`), sql` + `)})`;
}

function questions(db: Kysely<Database>, condition: SearchCondition, matches: FullTextMatches | null, terms: FullTextTerms | null, popularTags: boolean): PostQuery {
  let query = postsOf(db, 'question as q', 'q', matches).select(titleHits(terms).as('relevance'));
  query = query.select(['q.id', sql<SearchObjectType>`'question'`.as('object_type'), 'q.created_at', 'q.post_update_time as active_at', 'q.vote_count']);
  query = counted(counted(listedQuestion(query), 'q.answer_count', condition.answers), 'q.view_count', condition.views);
  if (condition.hasAccepted !== null) query = query.where('q.accepted_answer_id', condition.hasAccepted ? '!=' : '=', '0');
  return sharedConditions(db, query, 'q', condition, popularTags);
}

function answers(db: Kysely<Database>, condition: SearchCondition, matches: FullTextMatches | null, popularTags: boolean): PostQuery {
  let query = postsOf(db, 'answer as a', 'a', matches).innerJoin('question as q', 'q.id', 'a.question_id').select(sql<number>`0`.as('relevance'));
  query = query.select(['a.id', sql<SearchObjectType>`'answer'`.as('object_type'), 'a.created_at', 'a.updated_at as active_at', 'a.vote_count']);
  query = listedQuestion(query).where('a.status', '=', normal);
  if (condition.isAccepted !== null) query = query.where('a.accepted', '=', condition.isAccepted ? constants.answer_accepted.yes : constants.answer_accepted.no);
  if (condition.questionId !== null) query = query.where('a.question_id', '=', condition.questionId);
  return sharedConditions(db, query, 'a', condition, popularTags);
}

/**
 * The posts of one kind, kept to those the full-text index matched when there are words. The matches
 * come first as a CROSS JOIN, which SQLite never reorders: the few matched ids lead to their posts,
 * rather than every listed post being looked up among the matches.
 */
function postsOf(db: Kysely<Database>, table: 'question as q' | 'answer as a', post: 'q' | 'a', matches: FullTextMatches | null): PostQuery {
  const anyDb = db as Kysely<any>;
  if (!matches) return anyDb.selectFrom(table);
  const joined: PostQuery = anyDb.selectFrom(matches.as('m')).crossJoin(table);
  return joined.whereRef(`${post}.id`, '=', 'm.id');
}

/** A candidate as the database returns it: sort keys may come back as numbers or decimal strings. */
interface Candidate {
  id: string;
  object_type: SearchObjectType;
  relevance: number | string;
  created_at: number | string;
  active_at: number | string;
  vote_count: number | string;
}

const ORDERS = {
  relevance: ['relevance', 'created_at'],
  newest: ['created_at'],
  active: ['active_at'],
  score: ['vote_count', 'created_at'],
} as const;

/** Highest first by the order's keys, then by id (object ids all have the same number of digits). */
function byOrder(order: SearchCondition['order']) {
  return (a: Candidate, b: Candidate) => {
    for (const key of ORDERS[order]) {
      const difference = Number(b[key]) - Number(a[key]);
      if (difference !== 0) return difference;
    }
    return String(b.id).localeCompare(String(a.id));
  };
}

/**
 * The built-in search. Each kind of post yields its newest candidates_max matches at most, so the work
 * has a bound however many posts match; one query reads them all, and they are ordered, counted and
 * paged here.
 */
export async function findPosts(db: Kysely<Database>, condition: SearchCondition): Promise<{ count: number; hits: SearchHit[] }> {
  const terms = fullTextTerms(condition.words, condition.phrases);
  const popularTags = await allTagsPopular(db, condition.tagGroups);
  // less common tags, a user or a question narrow the posts enough to look at every match; words alone may match most of the site
  const narrowed = (condition.tagGroups.length > 0 && !popularTags) || condition.userId !== null || condition.questionId !== null;
  const matches = terms ? engineIndex(db).matches(terms, narrowed ? undefined : constants.search.candidates_max) : null;
  const parts = condition.objectTypes.map((type) => {
    const part = type === 'question' ? questions(db, condition, matches, terms, popularTags) : answers(db, condition, matches, popularTags);
    return (db as Kysely<any>).selectFrom(part.orderBy(type === 'question' ? 'q.id' : 'a.id', 'desc').limit(constants.search.candidates_max).as(type)).selectAll();
  });
  const candidates = (await parts.slice(1).reduce((all, part) => all.unionAll(part), parts[0]!).execute()) as Candidate[];
  const start = (condition.page - 1) * condition.size;
  const page = candidates.sort(byOrder(condition.order)).slice(start, start + condition.size);
  return { count: candidates.length, hits: page.map((row) => ({ objectType: row.object_type, id: String(row.id) })) };
}
