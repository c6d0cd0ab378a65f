import type { Migration } from 'kysely';
import type { UntypedDatabase } from '../untyped.ts';

/**
 * What a question page view reads, each by key: the question's related questions as last worked out off
 * the view (modules/question/related-refresh.ts), one row per question.
 */
export const pageViewReads: Migration = {
  async up(db: UntypedDatabase) {
    await db.schema
      .createTable('question_related')
      .addColumn('question_id', 'bigint', (column) => column.primaryKey())
      .addColumn('related_ids', 'text', (column) => column.notNull())
      .addColumn('question_revision_id', 'bigint', (column) => column.notNull())
      .addColumn('computed_at', 'bigint', (column) => column.notNull())
      .execute();
  },
};
