import type { Migration } from 'kysely';
import { createTableWithId } from './table-builders.ts';
import type { UntypedDatabase } from '../untyped.ts';

/**
 * Queued posts (answer-api-facts §3 `review`, §4.6): a new question or answer held as pending until staff
 * approve or reject it. The row's id is the review_id of `PUT review/pending/post`.
 */
export const queuedPosts: Migration = {
  async up(db: UntypedDatabase) {
    await createTableWithId(db, 'post_review')
      // the post's author
      .addColumn('user_id', 'bigint', (column) => column.notNull())
      .addColumn('object_id', 'bigint', (column) => column.notNull())
      // question or answer
      .addColumn('object_type', 'varchar(16)', (column) => column.notNull())
      // constants post_review_status
      .addColumn('status', 'smallint', (column) => column.notNull())
      .addColumn('created_at', 'bigint', (column) => column.notNull())
      .addColumn('reviewed_by', 'bigint', (column) => column.notNull().defaultTo(0))
      .addColumn('reviewed_at', 'bigint', (column) => column.notNull().defaultTo(0))
      .execute();
    // the queue, oldest first
    await db.schema.createIndex('post_review_queue_index').on('post_review').columns(['status', 'id']).execute();
    await db.schema.createIndex('post_review_object_index').on('post_review').column('object_id').execute();
  },
};
