import type { Kysely } from 'kysely';
import { constants } from '../../../../../generated/constants.ts';
import type { Database } from '../../../db/schema.ts';
import { AppError } from '../../../http/app-error.ts';
import { normalizeSlug } from '../../question/post-tags.ts';
import type { SettingsHook } from '../hook.ts';

const TAG_LISTS = ['recommend_tags', 'reserved_tags'] as const;

/** The slugs of a list, normalized as asking does, once each; each must name a live main tag. */
async function checkedTags(trx: Kysely<Database>, field: (typeof TAG_LISTS)[number], slugs: string[]) {
  const wanted = [...new Set(slugs.map(normalizeSlug))];
  if (wanted.length === 0) return wanted;
  const rows = await trx
    .selectFrom('tag')
    .select(['slug_name', 'main_tag_id', 'status'])
    .where('slug_name', 'in', wanted)
    .execute();
  const found = new Map(rows.map((row) => [row.slug_name, row]));
  for (const slug of wanted) {
    const row = found.get(slug);
    if (!row || row.status === constants.post_status.deleted)
      throw AppError.field(field, 'admin_settings.write.tag_not_found', { tag: slug });
    if (String(row.main_tag_id) !== '0')
      throw AppError.field(field, 'admin_settings.write.tag_is_synonym', { tag: slug });
  }
  return wanted;
}

export const write: SettingsHook = {
  async beforeSave(values, { trx }) {
    const checked = { ...values };
    for (const field of TAG_LISTS) checked[field] = await checkedTags(trx, field, values[field] as string[]);
    return checked;
  },
};
