import { type Expression, type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import { constants } from '../../../../../generated/constants.ts';
import { engineOf } from '../../../db/engine.ts';
import { objectTypeOf } from '../../../db/object-id.ts';
import type { Database } from '../../../db/schema.ts';
import type { CountCondition, SearchObjectType } from '../../../../shared/search/parse-query.ts';
import type { SearchCondition, SearchHit } from '../provider.ts';
import { engineIndex, type FullTextMatches } from './engine-index.ts';
import { fullTextTerms, type FullTextTerms } from './terms.ts';

/** One kind of post as the union of both kinds reads it; `q` is the question, `post` the post (`q` or `a`). */
type PostQuery = SelectQueryBuilder<any, any, any>;

/**
 * How a filtered column is named in a query. Walking the newest posts one by one, SQLite must not be
 * tempted by an index on a filter: a unary plus keeps a term from using one (sqlite.org/optoverview).
 */
type ColumnOf = (name: string) => Expression<any>;

/**
 * What leads SQLite to a kind's matches: the filters' own indexes (filters alone, few matches), a walk
 * over the newest posts (filters alone or popular tags, many matches), or what narrows them most (the
 * full-text matches, a less common tag, the user, the question). Only the first lets filters use indexes.
 */
type Lead = 'filters' | 'newest' | 'narrowing';

/** The full-text matches: ids already read, or a derived table to join. */
type Matches = string[] | FullTextMatches;

/** The bounds that shape the work of a search (constants.yaml `search`); tests narrow them to reach every plan. */
export type SearchBounds = Record<'candidates_max' | 'walk_newest_matches' | 'popular_tag_questions', number>;

/** What every part of a query needs to know: the search and what leads to its matches. */
interface Plan {
  condition: SearchCondition;
  bounds: SearchBounds;
  matches: Matches | null;
  terms: FullTextTerms | null;
  popularTags: boolean;
  lead: Lead;
  /** whether a unary plus may steer the plan (SQLite reads it so; other engines plan by statistics) */
  steered: boolean;
}

const columnOf = ({ lead, steered }: Plan): ColumnOf => (steered && lead !== 'filters' ? (name) => sql`+${sql.ref(name)}` : (name) => sql.ref(name));

const { normal, closed } = constants.post_status;
const listedQuestion = (query: PostQuery, column: ColumnOf) =>
  query.where(column('q.status'), 'in', [normal, closed]).where(column('q.show'), '=', constants.post_show.listed);

function counted(query: PostQuery, column: Expression<any>, condition: CountCondition | null): PostQuery {
  if (!condition) return query;
  return condition.exactlyZero ? query.where(column, '=', 0) : query.where(column, '>=', condition.min);
}

/** The filters both kinds share on the post itself: its score and its author. */
function scoreAndAuthor(query: PostQuery, post: 'q' | 'a', plan: Plan): PostQuery {
  const filtered = counted(query, columnOf(plan)(`${post}.vote_count`), plan.condition.score);
  return plan.condition.userId === null ? filtered : filtered.where(`${post}.user_id`, '=', plan.condition.userId);
}

/**
 * The question's tags, for both kinds. A tag group is asked one of two ways, as its size suits: the
 * ids of a small one's questions are listed and their posts looked up; a popular one's would be a long
 * list, so the newest posts are walked instead, each checked for the tag, until enough are found.
 */
function tagged(db: Kysely<Database>, query: PostQuery, { condition, popularTags }: Plan): PostQuery {
  return condition.tagGroups.reduce((filtered, group) => {
    const tagRels = db.selectFrom('tag_rel').where('tag_rel.tag_id', 'in', group).where('tag_rel.status', '=', constants.tag_rel_status.listed);
    return popularTags
      ? filtered.where((eb) => eb.exists(tagRels.select('tag_rel.object_id').where('tag_rel.object_id', '=', sql.ref<string>('q.id'))))
      : filtered.where('q.id', 'in', tagRels.select('tag_rel.object_id'));
  }, query);
}

/** Whether every [tag] group is on so many questions that walking the newest posts finds enough soon. */
async function allTagsPopular(db: Kysely<Database>, groups: string[][], bounds: SearchBounds): Promise<boolean> {
  if (groups.length === 0) return false;
  const counts = await db.selectFrom('tag').select(['id', 'question_count']).where('id', 'in', groups.flat()).execute();
  const countOf = new Map(counts.map((tag) => [tag.id, tag.question_count]));
  return groups.every((group) => group.reduce((sum, id) => sum + (countOf.get(id) ?? 0), 0) >= bounds.popular_tag_questions);
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

/** The questions matching, every filter applied; the caller selects what it needs. */
function questions(db: Kysely<Database>, plan: Plan): PostQuery {
  const { condition } = plan;
  const column = columnOf(plan);
  let query = counted(counted(listedQuestion(postsOf(db, 'question', plan), column), column('q.answer_count'), condition.answers), column('q.view_count'), condition.views);
  // a number, not the text '0' ids are bound as: a column under a unary plus loses the affinity that would convert it
  if (condition.hasAccepted !== null) query = query.where(column('q.accepted_answer_id'), condition.hasAccepted ? '!=' : '=', 0);
  return tagged(db, scoreAndAuthor(query, 'q', plan), plan);
}

/** The filters on an answer's own columns, its question left aside. */
function answerFilters(query: PostQuery, plan: Plan): PostQuery {
  const { condition } = plan;
  const column = columnOf(plan);
  let filtered = query.where(column('a.status'), '=', normal);
  if (condition.isAccepted !== null) filtered = filtered.where(column('a.accepted'), '=', condition.isAccepted ? constants.answer_accepted.yes : constants.answer_accepted.no);
  if (condition.questionId !== null) filtered = filtered.where('a.question_id', '=', condition.questionId);
  return scoreAndAuthor(filtered, 'a', plan);
}

/** The answers matching, every filter applied (their question listed too). */
function answers(db: Kysely<Database>, plan: Plan): PostQuery {
  const posts = answerFilters(postsOf(db, 'answer', plan), plan);
  // walking, a cross join keeps SQLite from turning the walk around: answers lead, each question looked up by id
  const question = postTable('answer', 'q', plan);
  const withQuestion = plan.lead === 'newest' ? posts.crossJoin(question).whereRef('q.id', '=', 'a.question_id') : posts.innerJoin(question, 'q.id', 'a.question_id');
  return tagged(db, listedQuestion(withQuestion, columnOf(plan)), plan);
}

/** A kind's candidates: its newest candidates_max matches, with the keys they are ordered by. */
function candidatesOf(db: Kysely<Database>, type: SearchObjectType, plan: Plan): PostQuery {
  const selected =
    type === 'question'
      ? questions(db, plan).select([titleHits(plan.terms).as('relevance'), 'q.id', sql<SearchObjectType>`'question'`.as('object_type'), 'q.created_at', 'q.post_update_time as active_at', 'q.vote_count'])
      : answers(db, plan).select([sql<number>`0`.as('relevance'), 'a.id', sql<SearchObjectType>`'answer'`.as('object_type'), 'a.created_at', 'a.updated_at as active_at', 'a.vote_count']);
  return selected.orderBy(type === 'question' ? 'q.id' : 'a.id', 'desc').limit(plan.bounds.candidates_max);
}

/**
 * What leads to a kind's matches. With filters alone, walking the newest posts is quick when matches
 * are many and slow when they are few (the walk may cross the whole table), so SQLite counts them
 * through the filters' indexes, up to a bound, to choose. Answers are counted by their own columns:
 * whether their question is listed changes few, and looking each one up would cost more than the walk.
 */
async function leadOf(db: Kysely<Database>, type: SearchObjectType, plan: Omit<Plan, 'lead'>, narrowed: boolean): Promise<Lead> {
  if (narrowed || plan.matches) return 'narrowing';
  if (plan.popularTags) return 'newest';
  if (!plan.steered) return 'filters';
  const byFilters: Plan = { ...plan, lead: 'filters' };
  const filtered = type === 'question' ? questions(db, byFilters) : answerFilters((db as Kysely<any>).selectFrom('answer as a'), byFilters);
  const enough = plan.bounds.walk_newest_matches;
  const { count } = await (db as Kysely<any>).selectFrom(filtered.select(sql`1`.as('found')).limit(enough).as('found')).select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
  return Number(count) >= enough ? 'newest' : 'filters';
}

/**
 * The posts the full-text index matches: the newest few read once, as ids, when there is a bound;
 * all of them as a derived table when the search is narrowed otherwise (there may be many).
 */
async function fullTextMatches(db: Kysely<Database>, terms: FullTextTerms, newest: number | undefined): Promise<Matches> {
  const matches = engineIndex(db).matches(terms, newest);
  if (newest === undefined) return matches;
  const { rows } = await sql<{ id: string | number }>`select id from ${matches} as m`.execute(db);
  return rows.map((row) => String(row.id));
}

/** The search's covering indexes (migration 0009): every column a search reads of a post but its texts. */
const WALK_INDEX = { q: 'question_search_walk_index', a: 'answer_search_walk_index' } as const;

/**
 * A post table under its alias. Where SQLite finds posts by id (the full-text matches, the newest
 * walk, a question's tags or an answer's question), it is told to read the covering index: the table's
 * own rows keep their long texts before the columns wanted, so reading those means reading the texts.
 */
function postTable(kind: SearchObjectType, alias: 'q' | 'a', plan: Plan) {
  const { lead, matches, condition } = plan;
  // otherwise the author's posts are found by the author's index, an answer's by its question's
  const byId = lead === 'newest' || matches !== null || (kind === 'question' ? condition.userId === null : alias === 'q');
  const table = alias === 'q' ? 'question' : 'answer';
  return plan.steered && lead !== 'filters' && byId ? sql.table(table).as(sql`${sql.raw(alias)} indexed by ${sql.raw(WALK_INDEX[alias])}`) : sql.table(table).as(alias);
}

/**
 * The posts of one kind, kept to those the full-text index matched when there are words. Matches as a
 * derived table come first as a CROSS JOIN, which SQLite never reorders: the matched ids lead to their
 * posts, rather than every listed post being looked up among the matches.
 */
function postsOf(db: Kysely<Database>, kind: SearchObjectType, plan: Plan): PostQuery {
  const anyDb = db as Kysely<any>;
  const post = kind === 'question' ? 'q' : 'a';
  const posts: PostQuery = anyDb.selectFrom(postTable(kind, post, plan));
  if (!plan.matches) return posts;
  if (Array.isArray(plan.matches)) return posts.where(`${post}.id`, 'in', plan.matches.filter((id) => objectTypeOf(id) === kind));
  const joined: PostQuery = anyDb.selectFrom(plan.matches.as('m')).crossJoin(postTable(kind, post, plan));
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
 * has a bound however many posts match; they are ordered, counted and paged here.
 */
export async function findPosts(db: Kysely<Database>, condition: SearchCondition, bounds: SearchBounds = constants.search): Promise<{ count: number; hits: SearchHit[] }> {
  const terms = fullTextTerms(condition.words, condition.phrases);
  const popularTags = await allTagsPopular(db, condition.tagGroups, bounds);
  // less common tags, a user or a question narrow the posts enough to look at every match; words alone may match most of the site
  const narrowed = (condition.tagGroups.length > 0 && !popularTags) || condition.userId !== null || condition.questionId !== null;
  const matches = terms ? await fullTextMatches(db, terms, narrowed ? undefined : bounds.candidates_max) : null;
  const found: Candidate[] = [];
  // one kind after the other: an SQLite connection runs one statement at a time anyway
  for (const type of condition.objectTypes) {
    if (Array.isArray(matches) && !matches.some((id) => objectTypeOf(id) === type)) continue;
    const known = { condition, bounds, matches, terms, popularTags, steered: engineOf(db) === 'sqlite' };
    const plan: Plan = { ...known, lead: await leadOf(db, type, known, narrowed) };
    found.push(...((await candidatesOf(db, type, plan).execute()) as Candidate[]));
  }
  const start = (condition.page - 1) * condition.size;
  const page = found.sort(byOrder(condition.order)).slice(start, start + condition.size);
  return { count: found.length, hits: page.map((row) => ({ objectType: row.object_type, id: String(row.id) })) };
}
