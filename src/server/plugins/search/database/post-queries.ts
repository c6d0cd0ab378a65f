import { type Kysely, sql } from 'kysely';
import { constants } from '../../../../../generated/constants.ts';
import { objectTypeOf } from '../../../db/object-id.ts';
import type { Database } from '../../../db/schema.ts';
import type { CountCondition, SearchObjectType } from '../../../../shared/search/parse-query.ts';
import { columnOf, postTable, type ColumnOf, type Plan } from './search-plan.ts';
import type { UntypedDatabase, UntypedExpression, UntypedSelect } from '../../../db/untyped.ts';

/** A query over one kind of post; `q` is the question, `a` the answer. */
export type PostQuery = UntypedSelect;

const { normal, closed } = constants.post_status;
const listedQuestion = (query: PostQuery, column: ColumnOf) =>
  query.where(column('q.status'), 'in', [normal, closed]).where(column('q.show'), '=', constants.post_show.listed);

function counted(query: PostQuery, column: UntypedExpression, condition: CountCondition | null): PostQuery {
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
    const tagRels = db
      .selectFrom('tag_rel')
      .where('tag_rel.tag_id', 'in', group)
      .where('tag_rel.status', '=', constants.tag_rel_status.listed);
    return popularTags
      ? filtered.where((eb) =>
          eb.exists(tagRels.select('tag_rel.object_id').where('tag_rel.object_id', '=', sql.ref<string>('q.id'))),
        )
      : filtered.where('q.id', 'in', tagRels.select('tag_rel.object_id'));
  }, query);
}

/**
 * A candidate's relevance: the index's score when the matches are joined as a table; read ones get
 * theirs from the ids' map (find-posts.ts), and without words every post scores 0.
 */
const relevance = (plan: Plan) =>
  plan.matches !== null && !(plan.matches instanceof Map) ? sql<number>`m.score` : sql<number>`0`;

/** The questions matching, every filter applied; the caller selects what it needs. */
export function questions(db: Kysely<Database>, plan: Plan): PostQuery {
  const { condition } = plan;
  const column = columnOf(plan);
  let query = counted(
    counted(listedQuestion(postsOf(db, 'question', plan), column), column('q.answer_count'), condition.answers),
    column('q.view_count'),
    condition.views,
  );
  // a number, not the text '0' ids are bound as: a column under a unary plus loses the affinity that would convert it
  if (condition.hasAccepted !== null)
    query = query.where(column('q.accepted_answer_id'), condition.hasAccepted ? '!=' : '=', 0);
  return tagged(db, scoreAndAuthor(query, 'q', plan), plan);
}

/** The filters on an answer's own columns, its question left aside. */
function answerFilters(query: PostQuery, plan: Plan): PostQuery {
  const { condition } = plan;
  const column = columnOf(plan);
  let filtered = query.where(column('a.status'), '=', normal);
  if (condition.isAccepted !== null)
    filtered = filtered.where(
      column('a.accepted'),
      '=',
      condition.isAccepted ? constants.answer_accepted.yes : constants.answer_accepted.no,
    );
  if (condition.questionId !== null) filtered = filtered.where('a.question_id', '=', condition.questionId);
  return scoreAndAuthor(filtered, 'a', plan);
}

/** The answers matching, every filter applied (their question listed too). */
function answers(db: Kysely<Database>, plan: Plan): PostQuery {
  const posts = answerFilters(postsOf(db, 'answer', plan), plan);
  // walking, a cross join keeps SQLite from turning the walk around: answers lead, each question looked up by id
  const question = postTable('answer', 'q', plan);
  const withQuestion =
    plan.lead === 'newest'
      ? posts.crossJoin(question).whereRef('q.id', '=', 'a.question_id')
      : posts.innerJoin(question, 'q.id', 'a.question_id');
  return tagged(db, listedQuestion(withQuestion, columnOf(plan)), plan);
}

/** A kind's candidates: its newest candidates_max matches, with the keys they are ordered by. */
export function candidatesOf(db: Kysely<Database>, type: SearchObjectType, plan: Plan): PostQuery {
  const selected =
    type === 'question'
      ? questions(db, plan).select([
          relevance(plan).as('relevance'),
          'q.id',
          sql<SearchObjectType>`'question'`.as('object_type'),
          'q.created_at',
          'q.post_update_time as active_at',
          'q.vote_count',
        ])
      : answers(db, plan).select([
          relevance(plan).as('relevance'),
          'a.id',
          sql<SearchObjectType>`'answer'`.as('object_type'),
          'a.created_at',
          'a.updated_at as active_at',
          'a.vote_count',
        ]);
  return selected.orderBy(type === 'question' ? 'q.id' : 'a.id', 'desc').limit(plan.bounds.candidates_max);
}

/**
 * The posts of one kind, kept to those the full-text index matched when there are words. Matches as a
 * derived table come first as a CROSS JOIN, which SQLite never reorders: the matched ids lead to their
 * posts, rather than every listed post being looked up among the matches.
 */
function postsOf(db: Kysely<Database>, kind: SearchObjectType, plan: Plan): PostQuery {
  const anyDb = db as UntypedDatabase;
  const post = kind === 'question' ? 'q' : 'a';
  const posts: PostQuery = anyDb.selectFrom(postTable(kind, post, plan));
  if (!plan.matches) return posts;
  if (plan.matches instanceof Map)
    return posts.where(
      `${post}.id`,
      'in',
      [...plan.matches.keys()].filter((id) => objectTypeOf(id) === kind),
    );
  const joined: PostQuery = anyDb.selectFrom(plan.matches.as('m')).crossJoin(postTable(kind, post, plan));
  return joined.whereRef(`${post}.id`, '=', 'm.id');
}
