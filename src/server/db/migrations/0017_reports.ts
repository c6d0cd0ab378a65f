import type { Migration } from 'kysely';
import { createTable } from './table-builders.ts';
import type { UntypedDatabase } from '../untyped.ts';

/**
 * Flags (answer-api-facts §3 `report`, §4.7): who flagged which question, answer or comment, why, and how
 * staff dealt with it. The id is an object id of kind report. One person flags one object once (the
 * unique pair refuses a second flag even when two arrive at once).
 */
export const reports: Migration = {
  async up(db: UntypedDatabase) {
    await createTable(db, 'report')
      .addColumn('id', 'bigint', (column) => column.primaryKey())
      .addColumn('user_id', 'bigint', (column) => column.notNull())
      .addColumn('object_id', 'bigint', (column) => column.notNull())
      // question, answer or comment
      .addColumn('object_type', 'varchar(16)', (column) => column.notNull())
      .addColumn('reported_user_id', 'bigint', (column) => column.notNull())
      // the reason's id (constants reasons)
      .addColumn('report_type', 'smallint', (column) => column.notNull())
      .addColumn('content', 'text', (column) => column.notNull())
      // constants report_status: pending, resolved, ignored
      .addColumn('status', 'smallint', (column) => column.notNull())
      .addColumn('flagged_at', 'bigint', (column) => column.notNull())
      .addColumn('reviewed_by', 'bigint', (column) => column.notNull().defaultTo(0))
      .addColumn('reviewed_at', 'bigint', (column) => column.notNull().defaultTo(0))
      .addUniqueConstraint('report_user_object_unique', ['user_id', 'object_id'])
      .execute();
    // the queue: pending flags, oldest first; and every pending flag of one object, resolved together
    await db.schema.createIndex('report_queue_index').on('report').columns(['status', 'flagged_at', 'id']).execute();
    await db.schema.createIndex('report_object_index').on('report').columns(['object_id', 'status']).execute();
  },
};
