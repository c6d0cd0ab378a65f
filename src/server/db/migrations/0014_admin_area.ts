import type { Migration } from 'kysely';
import type { UntypedDatabase } from '../untyped.ts';

/**
 * The admin area's reads: its content lists take one status newest first (status, created_at, id), and
 * the dashboard's chart counts the rows created in its last days by created_at.
 */
const INDEXES = [
  { name: 'question_status_created_index', table: 'question', columns: ['status', 'created_at', 'id'] },
  { name: 'answer_status_created_index', table: 'answer', columns: ['status', 'created_at', 'id'] },
  { name: 'question_created_index', table: 'question', columns: ['created_at'] },
  { name: 'answer_created_index', table: 'answer', columns: ['created_at'] },
  { name: 'users_created_index', table: 'users', columns: ['created_at'] },
];

export const adminArea: Migration = {
  async up(db: UntypedDatabase) {
    for (const index of INDEXES)
      await db.schema.createIndex(index.name).on(index.table).columns(index.columns).execute();
  },
  async down(db: UntypedDatabase) {
    for (const index of INDEXES) await db.schema.dropIndex(index.name).on(index.table).execute();
  },
};
