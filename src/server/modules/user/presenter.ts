import { constants } from '../../../../generated/constants.ts';
import type { DataOf } from '../../../../generated/operations.ts';
import { isLanguage } from '../../../shared/preferences/language.ts';
import type { UserRow } from './users.ts';

export type UserInfo = DataOf<'getUserInfo'> & object;
export type UserStatusName = UserInfo['status'];

/** normal, inactive (email not confirmed), suspended or deleted, as clients see it. */
export function statusName(row: Pick<UserRow, 'status' | 'mail_status'>): UserStatusName {
  if (row.status === constants.user_status.deleted) return 'deleted';
  if (row.status === constants.user_status.suspended) return 'suspended';
  if (row.mail_status !== constants.mail_status.active) return 'inactive';
  return 'normal';
}

function avatarOf(stored: string | null): UserInfo['avatar'] {
  const empty = { type: '', gravatar: '', custom: '' };
  if (!stored) return empty;
  try {
    const parsed = JSON.parse(stored) as Partial<UserInfo['avatar']>;
    return {
      type: String(parsed.type ?? ''),
      gravatar: String(parsed.gravatar ?? ''),
      custom: String(parsed.custom ?? ''),
    };
  } catch {
    // a plain URL stored by an older writer
    return { ...empty, type: 'custom', custom: stored };
  }
}

/** The one shape of "the signed-in user" that every account call returns; with a token right after signing in. */
export function presentUser(row: UserRow, accessToken?: string): UserInfo {
  return {
    id: row.id,
    username: row.username,
    e_mail: row.e_mail,
    mail_status: row.mail_status,
    status: statusName(row),
    role_id: row.role_id,
    rank: row.rank,
    display_name: row.display_name,
    avatar: avatarOf(row.avatar),
    bio: row.bio,
    bio_html: row.bio_html ?? '',
    website: row.website,
    location: row.location,
    // nothing chosen (or the lower-case spelling of earlier versions) reads as the choice that means it
    language: isLanguage(row.language) ? row.language : constants.languages.user_default,
    color_scheme: row.color_scheme,
    is_admin: row.role_id === constants.roles.admin,
    have_password: row.pass !== '',
    created_at: Number(row.created_at),
    last_login_date: row.last_login_at === null ? 0 : Number(row.last_login_at),
    suspended_until: row.suspended_until === null ? 0 : Number(row.suspended_until),
    ...(accessToken ? { access_token: accessToken } : {}),
  };
}
