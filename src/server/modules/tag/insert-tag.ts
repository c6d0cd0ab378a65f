import type { Kysely } from 'kysely';
import { constants } from '../../../../generated/constants.ts';
import { insertIfAbsent } from '../../db/insert-if-absent.ts';
import { lockingRead } from '../../db/locking-read.ts';
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

/**
 * Writes a live tag and answers its id; the one place a tag row is created. Null when another request
 * created a tag of that slug first (after this one looked for it), which the caller takes instead or refuses.
 */
export async function insertTag(trx: Kysely<Database>, tag: NewTag): Promise<string | null> {
  const id = await nextObjectId(trx, 'tag');
  const inserted = await insertIfAbsent(
    trx,
    'tag',
    {
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
    },
    ['slug_name'],
  );
  return inserted === 1 ? id : null;
}

/**
 * The tag of `slug` that another request created after this transaction looked for it (insertTag answered
 * null), read as committed: a plain read of MySQL's would still see the transaction's first snapshot.
 */
export async function tagCreatedMeanwhile(
  trx: Kysely<Database>,
  slug: string,
): Promise<{ id: string; slug_name: string; display_name: string; main_tag_slug_name: string }> {
  const query = trx
    .selectFrom('tag')
    .select(['id', 'slug_name', 'display_name', 'main_tag_slug_name'])
    .where('slug_name', '=', slug);
  return lockingRead(trx, query).executeTakeFirstOrThrow();
}
