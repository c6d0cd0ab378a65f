import type { Kysely, Selectable } from 'kysely';
import { constants } from '../../../../generated/constants.ts';
import type { Database, TagTable } from '../../db/schema.ts';

type TagLink = Pick<Selectable<TagTable>, 'id' | 'main_tag_id' | 'main_tag_slug_name'>;

/**
 * Brings one deleted tag back and answers the slug of the main tag it is now a synonym of ('' for a
 * main tag): a synonym whose main tag is still deleted comes back as a main tag of its own.
 */
export async function reviveTag(trx: Kysely<Database>, tag: TagLink, now: number): Promise<string> {
  const orphan = String(tag.main_tag_id) !== '0' && !(await isLive(trx, tag.main_tag_id));
  await trx
    .updateTable('tag')
    .set({
      status: constants.post_status.normal,
      updated_at: now,
      ...(orphan ? { main_tag_id: '0', main_tag_slug_name: '' } : {}),
    })
    .where('id', '=', tag.id)
    .execute();
  return orphan ? '' : tag.main_tag_slug_name;
}

async function isLive(trx: Kysely<Database>, tagId: string): Promise<boolean> {
  const row = await trx.selectFrom('tag').select('status').where('id', '=', tagId).executeTakeFirst();
  return row !== undefined && row.status !== constants.post_status.deleted;
}
