import type { Kysely, Migration } from 'kysely';

/**
 * Search filters with few matches (score:N, answers:N, views:N with a large N, isaccepted:yes) find
 * their posts through the first indexes instead of reading every listed question or answer. With many
 * matches, the newest posts are walked along the last two, which hold every column a search filters or
 * orders by (but views, the most frequent write) and the title it ranks by, so neither the walk nor a
 * lookup by id reads a row with its long texts.
 */
const INDEXES = [
  { name: 'question_search_score_index', table: 'question', columns: ['show', 'status', 'vote_count'] },
  { name: 'question_search_answers_index', table: 'question', columns: ['show', 'status', 'answer_count'] },
  { name: 'question_search_views_index', table: 'question', columns: ['show', 'status', 'view_count'] },
  { name: 'answer_search_score_index', table: 'answer', columns: ['status', 'vote_count'] },
  { name: 'answer_search_accepted_index', table: 'answer', columns: ['status', 'accepted', 'id'] },
  { name: 'question_search_walk_index', table: 'question', columns: ['id', 'show', 'status', 'vote_count', 'answer_count', 'accepted_answer_id', 'user_id', 'created_at', 'post_update_time', 'title'] },
  { name: 'answer_search_walk_index', table: 'answer', columns: ['id', 'status', 'accepted', 'vote_count', 'question_id', 'user_id', 'created_at', 'updated_at'] },
];

export const searchFilters: Migration = {
  async up(db: Kysely<any>) {
    for (const index of INDEXES) await db.schema.createIndex(index.name).on(index.table).columns(index.columns).execute();
  },
  async down(db: Kysely<any>) {
    for (const index of INDEXES) await db.schema.dropIndex(index.name).on(index.table).execute();
  },
};
