import type { Kysely, Migration } from 'kysely';

/**
 * A search walks the newest posts, or looks them up by id, along these: they hold every column a search
 * filters or orders by (but views, the most frequent write) and the title it ranks by, so it never reads
 * a row with its long texts. They lead with the id so that no other query mistakes them for a better
 * way in: indexes led by a status, say, were taken by the answer page and a person's questions in
 * place of their own indexes (SQLite plans without statistics), and made them a thousand times slower.
 */
const INDEXES = [
  { name: 'question_search_walk_index', table: 'question', columns: ['id', 'show', 'status', 'vote_count', 'answer_count', 'accepted_answer_id', 'user_id', 'created_at', 'post_update_time', 'title'] },
  { name: 'answer_search_walk_index', table: 'answer', columns: ['id', 'status', 'accepted', 'vote_count', 'question_id', 'user_id', 'created_at', 'updated_at'] },
];

export const searchWalk: Migration = {
  async up(db: Kysely<any>) {
    for (const index of INDEXES) await db.schema.createIndex(index.name).on(index.table).columns(index.columns).execute();
  },
  async down(db: Kysely<any>) {
    for (const index of INDEXES) await db.schema.dropIndex(index.name).on(index.table).execute();
  },
};
