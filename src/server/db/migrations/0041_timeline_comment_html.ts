import { sql, type Migration } from 'kysely';
import type { UntypedDatabase } from '../untyped.ts';

/**
 * Timeline rows of comments written before they carried the comment's HTML held its markdown: each takes
 * the stored, sanitized HTML of the comment it records (the same post, author and second).
 */
export const timelineCommentHtml: Migration = {
  async up(db: UntypedDatabase) {
    const match = sql`comment.object_id = activity.object_id and comment.user_id = activity.user_id
      and comment.created_at = activity.created_at`;
    await db
      .updateTable('activity')
      .set({ comment: sql`(select max(comment.parsed_text) from comment where ${match})` })
      .where('activity_type', '=', 'commented')
      .where(sql<boolean>`exists (select 1 from comment where ${match})`)
      .execute();
  },
  async down() {
    // the markdown is still each comment's original_text; the HTML serves the timeline as well
  },
};
