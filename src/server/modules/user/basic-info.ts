import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { avatarSettingsOf, avatarUrl } from './avatar.ts';
import { statusName, type UserStatusName } from './presenter.ts';

/** The author line of a post, comment or list item (answer-api-facts UserBasicInfo). */
export interface UserBasicInfo {
  id: string;
  username: string;
  display_name: string;
  rank: number;
  /** the picture's URL (user/avatar.ts); empty when clients draw the initial */
  avatar: string;
  status: UserStatusName;
}

/**
 * The basic info of every user among `ids`, in one query whatever their number (no query per
 * author on a page). Unknown ids are absent from the map.
 */
export async function loadUserBasics(db: Kysely<Database>, ids: Iterable<string>): Promise<Map<string, UserBasicInfo>> {
  const wanted = [...new Set([...ids].filter((id) => id && id !== '0'))];
  const found = new Map<string, UserBasicInfo>();
  if (wanted.length === 0) return found;
  const rows = await db
    .selectFrom('users')
    .select(['id', 'username', 'display_name', 'rank', 'avatar', 'e_mail', 'status', 'mail_status'])
    // the site's picture settings ride along, so the pictures cost no query of their own
    .select((eb) => eb.selectFrom('site_setting').select('content').where('type', '=', 'users').as('site_users'))
    .where('id', 'in', wanted)
    .execute();
  const settings = avatarSettingsOf(rows[0]?.site_users);
  for (const row of rows) {
    found.set(row.id, {
      id: row.id,
      username: row.username,
      display_name: row.display_name,
      rank: row.rank,
      avatar: avatarUrl(row, settings),
      status: statusName(row),
    });
  }
  return found;
}
