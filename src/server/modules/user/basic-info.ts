import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { statusName, type UserStatusName } from './presenter.ts';

/** The author line of a post, comment or list item (answer-api-facts UserBasicInfo). */
export interface UserBasicInfo {
  id: string;
  username: string;
  display_name: string;
  rank: number;
  /** the picture's URL; empty for the site's default picture */
  avatar: string;
  status: UserStatusName;
}

function avatarUrl(stored: string | null): string {
  if (!stored) return '';
  try {
    const parsed = JSON.parse(stored) as { type?: string; custom?: string; gravatar?: string };
    if (parsed.type === 'custom') return parsed.custom ?? '';
    if (parsed.type === 'gravatar') return parsed.gravatar ?? '';
    return '';
  } catch {
    return stored;
  }
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
    .select(['id', 'username', 'display_name', 'rank', 'avatar', 'status', 'mail_status'])
    .where('id', 'in', wanted)
    .execute();
  for (const row of rows) {
    found.set(row.id, {
      id: row.id,
      username: row.username,
      display_name: row.display_name,
      rank: row.rank,
      avatar: avatarUrl(row.avatar),
      status: statusName(row),
    });
  }
  return found;
}
