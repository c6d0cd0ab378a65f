import type { Migration } from 'kysely';
import { createTable, createTableWithId, longTextType } from './table-builders.ts';
import type { UntypedDatabase } from '../untyped.ts';

/**
 * Questions, answers, comments, tags and everything that hangs off a post: revisions, the timeline,
 * votes, reputation history, bookmarks, follows, reactions, metadata and links between questions.
 * Post ids are object ids (db/object-id.ts): unique across kinds, so a bare object_id says its kind.
 */
export const posts: Migration = {
  async up(db: UntypedDatabase) {
    await createTableWithId(db, 'uniqid')
      .addColumn('uniqid_type', 'smallint', (c) => c.notNull())
      .execute();

    await createTable(db, 'question')
      .addColumn('id', 'bigint', (c) => c.primaryKey())
      .addColumn('user_id', 'bigint', (c) => c.notNull())
      .addColumn('title', 'varchar(150)', (c) => c.notNull())
      .addColumn('original_text', longTextType(db), (c) => c.notNull())
      .addColumn('parsed_text', longTextType(db), (c) => c.notNull())
      // 1 normal, 2 closed, 10 deleted, 11 pending (constants post_status)
      .addColumn('status', 'smallint', (c) => c.notNull())
      // 1 not pinned, 2 pinned; 1 listed, 2 unlisted (answer-api-facts §3)
      .addColumn('pin', 'smallint', (c) => c.notNull().defaultTo(1))
      .addColumn('show', 'smallint', (c) => c.notNull().defaultTo(1))
      .addColumn('featured', 'smallint', (c) => c.notNull().defaultTo(0))
      .addColumn('view_count', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('unique_view_count', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('vote_count', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('answer_count', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('collection_count', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('follow_count', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('linked_count', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('hot_score', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('accepted_answer_id', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('last_answer_id', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('last_edit_user_id', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('revision_id', 'bigint', (c) => c.notNull().defaultTo(0))
      // JSON array of invited user ids; MySQL TEXT has no default, so inserts supply it
      .addColumn('invite_user_ids', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      // last activity: asked, answered, edited (the "active" order)
      .addColumn('post_update_time', 'bigint', (c) => c.notNull())
      .addColumn('edit_time', 'bigint', (c) => c.notNull().defaultTo(0))
      .execute();
    // Lists walk one of these in order (listed questions, pinned first, then the sort), checking the
    // status of each row they meet: nearly all are open or closed, so few rows are skipped. The id
    // last makes the order total, so pages never repeat or skip a question.
    for (const [name, columns] of [
      ['created', ['created_at']],
      ['active', ['post_update_time', 'updated_at']],
      ['score', ['vote_count', 'view_count']],
      ['hot', ['hot_score', 'created_at']],
    ] as const) {
      await db.schema
        .createIndex(`question_list_${name}_index`)
        .on('question')
        .columns(['show', 'pin', ...columns, 'id'])
        .execute();
    }
    await db.schema
      .createIndex('question_unanswered_index')
      .on('question')
      .columns(['answer_count', 'show', 'pin', 'created_at', 'id'])
      .execute();
    await db.schema
      .createIndex('question_featured_index')
      .on('question')
      .columns(['featured', 'status', 'created_at'])
      .execute();
    await db.schema.createIndex('question_user_index').on('question').columns(['user_id', 'created_at']).execute();

    await createTable(db, 'answer')
      .addColumn('id', 'bigint', (c) => c.primaryKey())
      .addColumn('question_id', 'bigint', (c) => c.notNull())
      .addColumn('user_id', 'bigint', (c) => c.notNull())
      .addColumn('original_text', longTextType(db), (c) => c.notNull())
      .addColumn('parsed_text', longTextType(db), (c) => c.notNull())
      .addColumn('status', 'smallint', (c) => c.notNull())
      // 1 not accepted, 2 accepted
      .addColumn('accepted', 'smallint', (c) => c.notNull().defaultTo(1))
      .addColumn('vote_count', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('comment_count', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('last_edit_user_id', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('revision_id', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('answer_question_index')
      .on('answer')
      .columns(['question_id', 'status', 'vote_count'])
      .execute();
    await db.schema.createIndex('answer_user_index').on('answer').columns(['user_id', 'question_id']).execute();

    await createTable(db, 'comment')
      .addColumn('id', 'bigint', (c) => c.primaryKey())
      .addColumn('user_id', 'bigint', (c) => c.notNull())
      .addColumn('reply_user_id', 'bigint')
      .addColumn('reply_comment_id', 'bigint')
      // the question or answer commented on
      .addColumn('object_id', 'bigint', (c) => c.notNull())
      .addColumn('question_id', 'bigint', (c) => c.notNull())
      .addColumn('vote_count', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('status', 'smallint', (c) => c.notNull())
      .addColumn('original_text', 'text', (c) => c.notNull())
      .addColumn('parsed_text', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('comment_object_index')
      .on('comment')
      .columns(['object_id', 'status', 'created_at'])
      .execute();
    await db.schema.createIndex('comment_user_index').on('comment').columns(['user_id', 'created_at']).execute();

    await createTable(db, 'tag')
      .addColumn('id', 'bigint', (c) => c.primaryKey())
      // 0 for a main tag, else the main tag this one is a synonym of
      .addColumn('main_tag_id', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('main_tag_slug_name', 'varchar(35)', (c) => c.notNull().defaultTo(''))
      .addColumn('slug_name', 'varchar(35)', (c) => c.notNull())
      .addColumn('display_name', 'varchar(35)', (c) => c.notNull())
      .addColumn('original_text', longTextType(db), (c) => c.notNull())
      .addColumn('parsed_text', longTextType(db), (c) => c.notNull())
      .addColumn('follow_count', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('question_count', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('status', 'smallint', (c) => c.notNull())
      .addColumn('recommend', 'smallint', (c) => c.notNull().defaultTo(0))
      .addColumn('reserved', 'smallint', (c) => c.notNull().defaultTo(0))
      .addColumn('revision_id', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('user_id', 'bigint', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .addUniqueConstraint('tag_slug_name_unique', ['slug_name'])
      .execute();
    await db.schema
      .createIndex('tag_main_index')
      .on('tag')
      .columns(['main_tag_id', 'status', 'question_count'])
      .execute();

    // which tags a question carries; status 1 listed, 2 hidden (question unlisted), 10 deleted
    await createTableWithId(db, 'tag_rel')
      .addColumn('object_id', 'bigint', (c) => c.notNull())
      .addColumn('tag_id', 'bigint', (c) => c.notNull())
      .addColumn('status', 'smallint', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addUniqueConstraint('tag_rel_object_tag_unique', ['object_id', 'tag_id'])
      .execute();
    await db.schema.createIndex('tag_rel_tag_index').on('tag_rel').columns(['tag_id', 'status', 'object_id']).execute();

    await createTableWithId(db, 'revision')
      .addColumn('user_id', 'bigint', (c) => c.notNull())
      // constants object_types: question, answer, tag
      .addColumn('object_type', 'varchar(16)', (c) => c.notNull())
      .addColumn('object_id', 'bigint', (c) => c.notNull())
      .addColumn('title', 'varchar(150)', (c) => c.notNull())
      // JSON snapshot of the edited object (title, tags, original_text …)
      .addColumn('content', longTextType(db), (c) => c.notNull())
      // the edit summary
      .addColumn('log', 'varchar(255)', (c) => c.notNull())
      // 0 applied, 1 awaiting review, 2 approved, 3 rejected
      .addColumn('status', 'smallint', (c) => c.notNull())
      .addColumn('review_user_id', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('revision_object_index')
      .on('revision')
      .columns(['object_id', 'status', 'created_at'])
      .execute();
    await db.schema
      .createIndex('revision_status_index')
      .on('revision')
      .columns(['status', 'object_type', 'created_at'])
      .execute();

    // the timeline: one row per state change of a post (product spec §4 activity types)
    await createTableWithId(db, 'activity')
      .addColumn('object_id', 'bigint', (c) => c.notNull())
      .addColumn('question_id', 'bigint', (c) => c.notNull())
      .addColumn('user_id', 'bigint', (c) => c.notNull())
      .addColumn('activity_type', 'varchar(32)', (c) => c.notNull())
      .addColumn('revision_id', 'bigint', (c) => c.notNull().defaultTo(0))
      // what goes with it: the close reason, the edit summary, the comment's text
      .addColumn('comment', 'text')
      .addColumn('cancelled', 'smallint', (c) => c.notNull().defaultTo(0))
      .addColumn('cancelled_at', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('activity_object_index').on('activity').columns(['object_id', 'created_at']).execute();
    await db.schema
      .createIndex('activity_question_index')
      .on('activity')
      .columns(['question_id', 'created_at'])
      .execute();

    // one vote per person per post or comment; direction 1 up, -1 down
    await createTableWithId(db, 'vote')
      .addColumn('user_id', 'bigint', (c) => c.notNull())
      .addColumn('object_id', 'bigint', (c) => c.notNull())
      .addColumn('object_type', 'varchar(16)', (c) => c.notNull())
      .addColumn('direction', 'smallint', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addUniqueConstraint('vote_user_object_unique', ['user_id', 'object_id'])
      .execute();
    await db.schema.createIndex('vote_object_index').on('vote').columns(['object_id', 'direction']).execute();
    await db.schema.createIndex('vote_user_index').on('vote').columns(['user_id', 'created_at']).execute();

    // reputation history: every change with the delta actually applied (after the cap and the floor)
    await createTableWithId(db, 'reputation')
      .addColumn('user_id', 'bigint', (c) => c.notNull())
      .addColumn('trigger_user_id', 'bigint', (c) => c.notNull())
      .addColumn('object_id', 'bigint', (c) => c.notNull())
      // the key of answer-api-facts §4.1, e.g. answer.voted_up
      .addColumn('reason', 'varchar(64)', (c) => c.notNull())
      .addColumn('delta', 'integer', (c) => c.notNull())
      .addColumn('cancelled', 'smallint', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('reputation_user_index').on('reputation').columns(['user_id', 'created_at']).execute();
    await db.schema
      .createIndex('reputation_source_index')
      .on('reputation')
      .columns(['object_id', 'trigger_user_id', 'reason'])
      .execute();

    await createTableWithId(db, 'collection')
      .addColumn('user_id', 'bigint', (c) => c.notNull())
      .addColumn('object_id', 'bigint', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addUniqueConstraint('collection_user_object_unique', ['user_id', 'object_id'])
      .execute();
    await db.schema.createIndex('collection_object_index').on('collection').columns(['object_id']).execute();

    await createTableWithId(db, 'follow')
      .addColumn('user_id', 'bigint', (c) => c.notNull())
      .addColumn('object_id', 'bigint', (c) => c.notNull())
      .addColumn('object_type', 'varchar(16)', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addUniqueConstraint('follow_user_object_unique', ['user_id', 'object_id'])
      .execute();
    await db.schema.createIndex('follow_object_index').on('follow').columns(['object_id']).execute();

    await createTableWithId(db, 'reaction')
      .addColumn('user_id', 'bigint', (c) => c.notNull())
      .addColumn('object_id', 'bigint', (c) => c.notNull())
      .addColumn('emoji', 'varchar(16)', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addUniqueConstraint('reaction_user_object_emoji_unique', ['user_id', 'object_id', 'emoji'])
      .execute();
    await db.schema.createIndex('reaction_object_index').on('reaction').columns(['object_id', 'emoji']).execute();

    // small facts about an object, e.g. a question's close reason
    await createTableWithId(db, 'meta')
      .addColumn('object_id', 'bigint', (c) => c.notNull())
      .addColumn('meta_key', 'varchar(64)', (c) => c.notNull())
      .addColumn('value', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .addUniqueConstraint('meta_object_key_unique', ['object_id', 'meta_key'])
      .execute();

    // a question or answer that links to another question (a duplicate's close link, or a link in a body)
    await createTableWithId(db, 'question_link')
      .addColumn('from_question_id', 'bigint', (c) => c.notNull())
      .addColumn('from_answer_id', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('to_question_id', 'bigint', (c) => c.notNull())
      .addColumn('status', 'smallint', (c) => c.notNull().defaultTo(1))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addUniqueConstraint('question_link_unique', ['from_question_id', 'from_answer_id', 'to_question_id'])
      .execute();
    await db.schema
      .createIndex('question_link_to_index')
      .on('question_link')
      .columns(['to_question_id', 'status'])
      .execute();

    // users invited to answer a question, for the invite list and their notifications
    await createTableWithId(db, 'question_invite')
      .addColumn('question_id', 'bigint', (c) => c.notNull())
      .addColumn('user_id', 'bigint', (c) => c.notNull())
      .addColumn('inviter_id', 'bigint', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addUniqueConstraint('question_invite_unique', ['question_id', 'user_id'])
      .execute();

    // duplicate-submission fingerprints (answer-api-facts §1.6): a hash of user, route and body, kept a few minutes
    await createTable(db, 'submission_fingerprint')
      .addColumn('fingerprint', 'varchar(64)', (c) => c.primaryKey())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .execute();
  },
};
