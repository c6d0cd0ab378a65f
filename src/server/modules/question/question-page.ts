import type { Kysely, SelectQueryBuilder, Selectable } from 'kysely';
import { constants } from '../../../../generated/constants.ts';
import type { DataOf, QueryOf } from '../../../../generated/operations.ts';
import { remembered } from '../../cache/database-cache.ts';
import { deepFreeze } from '../../cache/deep-freeze.ts';
import type { Database, QuestionTable } from '../../db/schema.ts';
import { presentQuestionList } from './list-items.ts';
import { normalizeSlug } from './post-tags.ts';
import type { WriteRules } from './site-rules.ts';

type Query = NonNullable<QueryOf<'getQuestionPage'>>;
type Listed = SelectQueryBuilder<Database, 'question', object>;
type QuestionRow = Selectable<QuestionTable>;

const DAY = 86_400;
const { normal, closed } = constants.post_status;

/** The ids of a tag and its synonyms (answer-api-facts §4.9: filtering by a tag includes its synonyms). */
async function tagFamily(db: Kysely<Database>, slug: string): Promise<string[]> {
  const tag = await db
    .selectFrom('tag')
    .select(['id', 'main_tag_id'])
    .where('slug_name', '=', normalizeSlug(slug))
    .executeTakeFirst();
  if (!tag) return [];
  const mainId = String(tag.main_tag_id) !== '0' ? String(tag.main_tag_id) : tag.id;
  const synonyms = await db.selectFrom('tag').select('id').where('main_tag_id', '=', mainId).execute();
  return [mainId, ...synonyms.map((row) => row.id)];
}

/** The filter of an order (answer-api-facts §4.9), over listed questions that are open or closed. */
function filtered(query: Listed, order: Query['order'], inDays: number | undefined, now: number): Listed {
  let listed = query.where('question.show', '=', constants.post_show.listed);
  listed =
    order === 'unanswered'
      ? listed.where('question.status', '=', normal).where('question.answer_count', '=', 0)
      : listed.where('question.status', 'in', [normal, closed]);
  if (inDays !== undefined) listed = listed.where('question.created_at', '>=', String(now - inDays * DAY));
  if (order === 'active') {
    const { active_created_days: createdDays, active_updated_days: updatedDays } = constants.question_list;
    if (inDays === undefined) listed = listed.where('question.created_at', '>=', String(now - createdDays * DAY));
    listed = listed.where('question.post_update_time', '>=', String(now - updatedDays * DAY));
  }
  return listed;
}

function ordered<Row>(query: SelectQueryBuilder<Database, 'question', Row>, order: Query['order']) {
  const pinnedFirst = query.orderBy('question.pin', 'desc');
  const sorted = (() => {
    switch (order) {
      case 'active':
        return pinnedFirst.orderBy('question.post_update_time', 'desc').orderBy('question.updated_at', 'desc');
      case 'frequent':
        return pinnedFirst.orderBy('question.hot_score', 'desc').orderBy('question.created_at', 'desc');
      case 'score':
        return pinnedFirst.orderBy('question.vote_count', 'desc').orderBy('question.view_count', 'desc');
      default:
        return pinnedFirst.orderBy('question.created_at', 'desc');
    }
  })();
  // ties in the same second keep a stable order across pages
  return sorted.orderBy('question.id', 'desc');
}

type QuestionPage = DataOf<'getQuestionPage'>;

/**
 * GET question/page: the count of the whole list and one page of it, pinned questions first. A page is
 * the same for every viewer, so it is kept for a few seconds: writes that change what it shows empty the
 * cache at once, and only views and hot scores may lag by that time (write-watch.ts). The page answered
 * is shared between requests, hence frozen.
 */
export async function questionPage(db: Kysely<Database>, rules: WriteRules, query: Query): Promise<QuestionPage> {
  const key = JSON.stringify([
    query.order,
    query.page,
    query.page_size,
    query.tag && normalizeSlug(query.tag),
    query.in_days,
    query.featured,
  ]);
  return remembered(db, 'question_pages', key, constants.cache.question_page_ttl_seconds, async () =>
    deepFreeze(await readQuestionPage(db, rules, query)),
  );
}

async function readQuestionPage(db: Kysely<Database>, rules: WriteRules, query: Query): Promise<QuestionPage> {
  const now = Math.floor(Date.now() / 1000);
  const order = query.order ?? 'newest';
  const page = query.page ?? 1;
  const pageSize = query.page_size ?? constants.pagination.default_page_size;
  let base = filtered(db.selectFrom('question'), order, query.in_days, now);
  if (query.featured !== undefined) base = base.where('question.featured', '=', query.featured ? 1 : 0);
  if (query.tag) {
    const family = await tagFamily(db, query.tag);
    if (family.length === 0) return { count: 0, list: [] };
    base = base.where(
      'question.id',
      'in',
      db
        .selectFrom('tag_rel')
        .select('tag_rel.object_id')
        .where('tag_rel.tag_id', 'in', family)
        .where('tag_rel.status', '=', constants.tag_rel_status.listed),
    );
  }
  // Counting walks the whole list, so the count is cached by filter for longer than a page.
  const countAll = async () =>
    Number((await base.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow()).count);
  const filter = JSON.stringify([
    order === 'unanswered' ? order : order === 'active' ? 'active' : 'all',
    query.in_days,
    query.featured,
    query.tag && normalizeSlug(query.tag),
  ]);
  const count = await remembered(db, 'question_lists', filter, constants.cache.question_count_ttl_seconds, countAll);
  // The page's ids first, sorted along an index without dragging whole rows (bodies) through the sort;
  // then those rows.
  const ids = (
    await ordered(base.select('question.id'), order)
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute()
  ).map((row) => row.id);
  if (ids.length === 0) return { count, list: [] };
  const byId = new Map(
    (await db.selectFrom('question').selectAll().where('id', 'in', ids).execute()).map((row) => [row.id, row]),
  );
  const rows = ids.map((id) => byId.get(id)).filter((row): row is QuestionRow => row !== undefined);
  return { count, list: await presentQuestionList(db, rules, rows) };
}
