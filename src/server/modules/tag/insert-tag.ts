import type { Kysely } from 'kysely';
import { constants } from '../../../../generated/constants.ts';
import { nextObjectId } from '../../db/object-id.ts';
import type { Database } from '../../db/schema.ts';
import { renderMarkdown } from '../../render/markdown.ts';

export interface NewTag {
  slug: string;
  displayName: string;
  originalText: string;
  userId: string;
  /** the main tag, when the new tag is created as its synonym */
  main?: { id: string; slug_name: string };
  now: number;
}

/** Writes a live tag and answers its id; the one place a tag row is created. */
export async function insertTag(trx: Kysely<Database>, tag: NewTag): Promise<string> {
  const id = await nextObjectId(trx, 'tag');
  await trx
    .insertInto('tag')
    .values({
      id,
      slug_name: tag.slug,
      display_name: tag.displayName,
      original_text: tag.originalText,
      parsed_text: renderMarkdown(tag.originalText),
      main_tag_id: tag.main?.id ?? '0',
      main_tag_slug_name: tag.main?.slug_name ?? '',
      status: constants.post_status.normal,
      user_id: tag.userId,
      created_at: tag.now,
      updated_at: tag.now,
    })
    .execute();
  return id;
}
