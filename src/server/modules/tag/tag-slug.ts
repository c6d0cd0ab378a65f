import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { normalizeSlug, SLUG_PATTERN } from '../question/post-tags.ts';

/** A slug as stored (lowercase, hyphens for spaces); refused on `field` when it holds other characters. */
export function validSlug(raw: string, field: string): string {
  const slug = normalizeSlug(raw);
  if (!SLUG_PATTERN.test(slug)) throw AppError.field(field, 'error.tag.slug_invalid', { slug: raw });
  return slug;
}

/** Refuses a slug another tag (of any status) already has: slugs are unique. */
export async function assertSlugFree(db: Kysely<Database>, slug: string, exceptId?: string): Promise<void> {
  const clash = await db.selectFrom('tag').select('id').where('slug_name', '=', slug).executeTakeFirst();
  if (clash && clash.id !== exceptId) throw AppError.field('slug_name', 'error.tag.already_exist');
}
