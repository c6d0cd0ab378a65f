import type { Migration } from 'kysely';
import { createTable, createTableWithId, longTextType } from './table-builders.ts';
import type { UntypedDatabase } from '../untyped.ts';

/**
 * Notifications (inbox and achievements), the outbox their mails wait in until a worker has sent them,
 * and the scheduled jobs (the daily digest) with a lease, so two app processes never run one twice.
 */
export const notifications: Migration = {
  async up(db: UntypedDatabase) {
    await createTableWithId(db, 'notification')
      // who is told
      .addColumn('user_id', 'bigint', (column) => column.notNull())
      // who acted; 0 for nobody shown
      .addColumn('trigger_user_id', 'bigint', (column) => column.notNull())
      // inbox or achievement
      .addColumn('type', 'varchar(16)', (column) => column.notNull())
      // posts, invites or votes in the inbox; empty for achievements
      .addColumn('msg_type', 'varchar(16)', (column) => column.notNull())
      .addColumn('action', 'varchar(40)', (column) => column.notNull())
      // the object the item is about, and the question, answer and comment it lies in (0 for none)
      .addColumn('object_id', 'bigint', (column) => column.notNull())
      .addColumn('question_id', 'bigint', (column) => column.notNull())
      .addColumn('answer_id', 'bigint', (column) => column.notNull())
      .addColumn('comment_id', 'bigint', (column) => column.notNull())
      // an achievement's reputation change, summed per object
      .addColumn('rank', 'integer', (column) => column.notNull())
      .addColumn('is_read', 'smallint', (column) => column.notNull())
      // 1 while the item counts in the header's badge (new or changed, not yet seen)
      .addColumn('badge', 'smallint', (column) => column.notNull())
      .addColumn('created_at', 'bigint', (column) => column.notNull())
      .addColumn('updated_at', 'bigint', (column) => column.notNull())
      .execute();
    await db.schema
      .createIndex('notification_user_list_index')
      .on('notification')
      .columns(['user_id', 'type', 'updated_at'])
      .execute();
    await db.schema
      .createIndex('notification_user_badge_index')
      .on('notification')
      .columns(['user_id', 'type', 'badge'])
      .execute();
    await db.schema
      .createIndex('notification_user_object_index')
      .on('notification')
      .columns(['user_id', 'object_id'])
      .execute();

    await createTableWithId(db, 'mail_outbox')
      .addColumn('user_id', 'bigint', (column) => column.notNull())
      // which mail: new_answer, new_comment, invited_you_to_answer, digest
      .addColumn('kind', 'varchar(32)', (column) => column.notNull())
      // JSON of what the mail is about; the mail itself is written when sent, in the recipient's language then
      .addColumn('payload', longTextType(db), (column) => column.notNull())
      // questions a digest lists (the weekly cap counts them)
      .addColumn('item_count', 'integer', (column) => column.notNull())
      // 0 waiting, 1 sent, 2 given up, 3 dropped (the recipient turned the mail off or is gone)
      .addColumn('status', 'smallint', (column) => column.notNull())
      .addColumn('attempts', 'integer', (column) => column.notNull())
      // Unix seconds: not tried before this; a worker's claim moves it lease_seconds ahead
      .addColumn('next_attempt_at', 'bigint', (column) => column.notNull())
      .addColumn('last_error', 'varchar(500)', (column) => column.notNull())
      .addColumn('created_at', 'bigint', (column) => column.notNull())
      .addColumn('sent_at', 'bigint', (column) => column.notNull())
      .execute();
    await db.schema
      .createIndex('mail_outbox_due_index')
      .on('mail_outbox')
      .columns(['status', 'next_attempt_at'])
      .execute();
    await db.schema
      .createIndex('mail_outbox_user_kind_index')
      .on('mail_outbox')
      .columns(['user_id', 'kind', 'created_at'])
      .execute();

    await createTable(db, 'scheduled_job')
      .addColumn('name', 'varchar(64)', (column) => column.primaryKey())
      // Unix seconds: the job is due from then; whoever moves it forward (a conditional update) runs it
      .addColumn('next_run_at', 'bigint', (column) => column.notNull())
      // the end of the window the last run covered
      .addColumn('last_run_at', 'bigint', (column) => column.notNull())
      .execute();
  },
};
